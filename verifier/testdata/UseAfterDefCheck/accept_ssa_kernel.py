# SSA form: loop return vars and if phis are defined after their statement;
# signature dynamic dims are in scope.
# want: nothing
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class Ssa:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[M, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[M, 64], pl.FP32]],
    ) -> pl.Tensor[[M, 64], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = M * 2
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (c,) in pl.range(4, init_values=(t0,)):
            c1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(c)
            rc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        if flag < 1:
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.neg(rc)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        else:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(rc)
        res: pl.Tensor[[M, 64], pl.FP32] = pl.store(phi, [0, 0], out)
        return res
