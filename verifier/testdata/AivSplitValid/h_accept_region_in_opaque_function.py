# (h) negative: the canonical authoring form, a region in an Opaque function
# (PyPTO test_region_in_opaque_function_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        for _ in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            e = pl.tile.exp(t)
        out = pl.store(e, [0, 0], out)
        return out
