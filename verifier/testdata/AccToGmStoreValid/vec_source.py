# backend: 910B
# want: nothing
# Only Acc-resident sources go through the fix-pipe: the cast result lives in
# Vec and may be stored as INT8.
import pypto.language as pl


@pl.program
class VecSource:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], out_0: pl.Out[pl.Tensor[[16, 128], pl.INT8]]):
        q: pl.Tile[[16, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(v, target_type=pl.INT8, mode="rint")
        pl.tile.store(q, [0, 0], out_0)
