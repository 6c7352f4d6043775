# An in-place op whose input is read afterwards, in Vec: tile.write updates
# its tile argument in place (OpDef.ReusesInput), but `x` is read again by
# the add. The result gets a buffer of its own and a Vec -> Vec tile.move
# copies x into it just before the write (`x_cp`), which then updates the
# copy: the add reads the original x.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class InplaceVec:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.write(x, [0, 0], 100.0)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(x, y)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
