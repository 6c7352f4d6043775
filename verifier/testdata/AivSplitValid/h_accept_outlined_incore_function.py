# (h) negative: the InCore function OutlineIncoreScopes mints carries
# split_aiv=True, so its bare top-level region is legal (PyPTO
# test_outlined_incore_function_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def core(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.func_attr({"split_aiv": True})
        t = pl.load(a, [0, 0], [128, 128])
        for _ in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            e = pl.tile.exp(t)
        out = pl.store(e, [0, 0], out)
        return out
