# `out` is read again after being passed as Out: reported at the read (the
# variable's span) under the rule name InOutUseDiscipline, naming the call.
# want: ERROR InOutUseDiscipline 0 @23:9 "variable 'out' was passed as InOut/Out at reject_read_after_out_call.py:26:43; read the post-call return value instead of the pre-call variable"
import pypto.language as pl


@pl.program
class ReadAfter:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, out)
        r2: pl.Tensor[[32, 64], pl.FP32] = self.kernel(out, out2)
        return r2
