# backend: Ascend950
# A row block per iteration; inside the pl.at scope an if defines h in both
# branches without a yield (the then branch's h is visible from the else
# branch, so both assign one variable) and ConvertToSSA joins them in a phi.
# want: nothing
import pypto.language as pl


@pl.program
class BranchDefines:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [i * 16, 0])
                if i < 2:
                    h = pl.exp(blk)
                else:
                    h = pl.neg(blk)
                out = pl.assemble(out, h, [i * 16, 0])
        return out
