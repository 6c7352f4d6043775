# A reshape to its own shape shares its source's buffer and signature: it
# becomes an alias. Reshapes to another shape ([16, 32] and back) keep
# their pto.treshape, even the one whose result matches the first tile.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,FoldNoOpReshape
# backend: 910B
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP16]]) -> pl.Tensor[[32, 16], pl.FP16]:
        a: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], target_memory=pl.Mem.Vec)
        same: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(a, [32, 16])
        wide: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(same, [16, 32])
        back: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(wide, [32, 16])
        s: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(back, a)
        o: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(s, [0, 0], out)
        return o
