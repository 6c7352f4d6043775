# The signature includes the valid shape: a reshape of a [20, 16]-valid
# tile to its own shape keeps the valid shape and is folded.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,FoldNoOpReshape
# backend: 910B
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP16]]) -> pl.Tensor[[32, 16], pl.FP16]:
        a: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [20, 16], target_memory=pl.Mem.Vec)
        same: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(a, [32, 16])
        s: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(same, same)
        o: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(s, [0, 0], out)
        return o
