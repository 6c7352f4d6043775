# (h) a region hand-authored in an InCore function that OutlineIncoreScopes
# did not produce (no split_aiv attr) (PyPTO
# test_region_in_incore_function_without_provenance_fails).
# want: ERROR AivSplitValid 0 @17:9 "'pl.split_aiv' opens a CORE_GROUP-level region, so it cannot be authored inside a function declared 'pl.FunctionType.InCore'"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def core(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        for _ in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            e = pl.tile.exp(t)
        out = pl.store(e, [0, 0], out)
        return out
