# Control flow: multi-carry loops, descending and pipeline loops, if/else
# phis (also over accumulators), pl.while_, a natural while, break and
# continue, scopes, and calls nested in yields.
import pypto.language as pl


@pl.program
class ControlFlow:
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
        for j, (c,) in pl.range(8, 0, -2, init_values=(ra,)):
            c1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.mul(c, 0.5)
            rc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        for p, (d,) in pl.pipeline(0, 4, 1, stage=2, init_values=(rc,)):
            d1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.relu(d)
            rd: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(d1)
        if flag < 1:
            e0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.neg(rd)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e0)
        else:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(rd)
        for (w, n) in pl.while_(init_values=(phi, 0)):
            pl.cond(n < 3)
            w1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.abs(w)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rw, rn = pl.yield_(w1, n1)
        for q in pl.range(16):
            if q == 3:
                continue
            if q > 10 and flag != 0:
                break
        for u in pl.parallel(2):
            pl.system.bar_v()
        for v in pl.unroll(2):
            pl.system.bar_v()
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(rw, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, 2, out)
        return r

    @pl.function
    def opaque(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
            y: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return y
