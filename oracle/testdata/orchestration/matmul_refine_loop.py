# backend: Ascend950
# A matmul whose result a loop inside the same pl.at scope refines three
# times (scale, then add the bias), before a ReLU; the kernel assembles the
# result into the Out parameter.
# want: nothing
import pypto.language as pl


@pl.program
class MatmulRefine:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 32], pl.FP16],
        w: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(x, w, out_dtype=pl.FP32)
            for j, (cur,) in pl.range(3, init_values=(h,)):
                s: pl.Tensor[[16, 64], pl.FP32] = pl.mul(cur, 0.5)
                t: pl.Tensor[[16, 64], pl.FP32] = pl.add(s, b)
                nxt: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(t)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.maximum(nxt, 0.0)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.assemble(out, y, [0, 0])
        return o
