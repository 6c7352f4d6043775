import pypto.language as pl


@pl.program
class ManualCarry:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def drive(self, a: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        for j, (acc,) in pl.range(n, init_values=(a,)):
            b: pl.Tensor[[16, 16], pl.FP32] = acc
            with pl.manual_scope():
                nxt: pl.Tensor[[16, 16], pl.FP32] = b
                (acc_out,) = pl.yield_(nxt)
        return acc_out
