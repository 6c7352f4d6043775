# backend: Ascend950
# An explicit InCore kernel, written before main, whose loop skips one
# iteration with continue (CtrlFlowTransform lowers it: it rewrites InCore
# functions only); main launches it for the first row block and a pl.at
# scope writes the second. main, which nothing calls, is the program's
# entry.
# want: nothing
import pypto.language as pl


@pl.program
class ExplicitKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [row, 0])
        acc: pl.Tensor[[16, 64], pl.FP32] = pl.add(blk, 1.0)
        for k in pl.range(3):
            if k == 1:
                continue
            acc = pl.add(acc, blk)
        out = pl.assemble(out, acc, [row, 0])
        return out

    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.kernel(x, out, 0)
        with pl.at(level=pl.Level.CORE_GROUP):
            blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [16, 0])
            out = pl.assemble(out, pl.exp(blk), [16, 0])
        return out
