# (f) carve-out, V->C side: a hoisted tile.store of an in-region value is
# not a crossing.
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            vec = pl.tile.add(d, d)
        o = pl.store(vec, [0, 0], out)
        return o
