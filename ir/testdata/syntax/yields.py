import pypto.language as pl


@pl.program
class Carry:
    @pl.function(type=pl.FunctionType.InCore)
    def halves(self, a: pl.Tensor[[32, 16], pl.FP32], lo: pl.Out[pl.Tensor[[16, 16], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        top: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        bottom: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [16, 0], [16, 16])
        lo2: pl.Tensor[[16, 16], pl.FP32] = pl.store(top, [0, 0], lo)
        hi2: pl.Tensor[[16, 16], pl.FP32] = pl.store(bottom, [0, 0], hi)
        return (lo2, hi2)

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def drive(self, a: pl.Tensor[[32, 16], pl.FP32], lo: pl.Out[pl.Tensor[[16, 16], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 16], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        for i, (l, h) in pl.range(4, init_values=(lo, hi)):
            with pl.scope():
                (l2, h2), tid = pl.submit(self.halves, a, l, h, dumps=[h, a], allow_early_resolve=True)
                (l_out, h_out) = pl.yield_(l2, h2)
        for j, (acc,) in pl.range(n, init_values=(l_out,)):
            with pl.scope():
                nxt: pl.Tensor[[16, 16], pl.FP32] = acc
                (acc_out,) = (pl.yield_(nxt))
        if n < 2:
            with pl.scope():
                pick: pl.Tensor[[16, 16], pl.FP32] = (
                    pl.yield_(acc_out)
                )
        else:
            pick: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(h_out)
        return (pick, h_out)
