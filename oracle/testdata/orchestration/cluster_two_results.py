# backend: Ascend950
# A pl.cluster() scope around a kernel with two results (the Out tensor
# it assembles into and e, which the next scope reads): the Group
# function OutlineClusterScopes makes binds both elements of the kernel's
# result tuple before returning them.
# want: nothing
import pypto.language as pl


@pl.program
class ClusterTwoResults:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[32, 64], pl.FP32] = pl.exp(x)
                out = pl.assemble(out, e, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            n: pl.Tensor[[32, 64], pl.FP32] = pl.neg(e)
        return out, n
