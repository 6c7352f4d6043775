# A kernel in SSA form: a two-value loop carry, an if/else phi, a while_
# carry and a split_aiv scope (transparent to SSA).
# want: nothing
import pypto.language as pl


@pl.program
class Carries:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (a, b) in pl.range(4, init_values=(t0, t0)):
            a1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(a, b)
            b1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(b)
            ra, rb = pl.yield_(a1, b1)
        if flag < 1:
            e0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.neg(ra)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e0)
        else:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(rb)
        for (w, n) in pl.while_(init_values=(phi, 0)):
            pl.cond(n < 3)
            w1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.abs(w)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rw, rn = pl.yield_(w1, n1)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(rw, [0, 0], out)
        return res
