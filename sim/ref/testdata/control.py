# Control flow: descending loops with carries, multi-carry loops, zero-trip
# loops, if/else phis, pl.while_, the natural while, break / continue,
# calls writing through Out parameters, submits.
import pypto.language as pl


@pl.program
class Control:
    @pl.function
    def digits(self, start: pl.Scalar[pl.INDEX], step: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (acc,) in pl.range(start, 0, step, init_values=(0,)):
            acc1: pl.Scalar[pl.INDEX] = acc * 10 + i
            r: pl.Scalar[pl.INDEX] = pl.yield_(acc1)
        return r

    @pl.function(type=pl.FunctionType.AIV)
    def tile_carry(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        o: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        t0 = pl.load(a, [0, 0], [1, 4])
        for i, (t,) in pl.range(6, 0, -2, init_values=(t0,)):
            t1 = pl.tile.muls(t, 2.0)
            t2 = pl.tile.adds(t1, pl.cast(i, pl.FP32))
            r = pl.yield_(t2)
        s = pl.store(r, [0, 0], o)
        return s

    @pl.function
    def fib(self, n: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for i, (a, b) in pl.range(n, init_values=(0, 1)):
            c: pl.Scalar[pl.INDEX] = a + b
            ra, rb = pl.yield_(b, c)
        return ra, rb

    @pl.function
    def branch(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n < 3:
            x: pl.Scalar[pl.INDEX] = n * 100
            r: pl.Scalar[pl.INDEX] = pl.yield_(x)
        else:
            y: pl.Scalar[pl.INDEX] = n - 3
            r: pl.Scalar[pl.INDEX] = pl.yield_(y)
        return r

    @pl.function
    def collatz(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for (x, steps) in pl.while_(init_values=(n, 0)):
            pl.cond(x != 1)
            if x % 2 == 0:
                h: pl.Scalar[pl.INDEX] = x // 2
                nx: pl.Scalar[pl.INDEX] = pl.yield_(h)
            else:
                u: pl.Scalar[pl.INDEX] = 3 * x + 1
                nx: pl.Scalar[pl.INDEX] = pl.yield_(u)
            s1: pl.Scalar[pl.INDEX] = steps + 1
            rx, rs = pl.yield_(nx, s1)
        return rs

    @pl.function
    def squares(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        i: pl.Scalar[pl.INDEX] = 0
        s: pl.Scalar[pl.INDEX] = 0
        while i < n:
            s = s + i * i
            i = i + 1
        return s

    @pl.function
    def skip(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for q, (s,) in pl.range(16, init_values=(0,)):
            if q == 3:
                continue
            if q > n:
                break
            s1: pl.Scalar[pl.INDEX] = s + q
            r: pl.Scalar[pl.INDEX] = pl.yield_(s1)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        x: pl.Tensor[[2, 2], pl.FP32],
        k: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        t = pl.load(x, [0, 0], [2, 2])
        u = pl.tile.muls(t, k)
        o = pl.store(u, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def caller(
        self,
        x: pl.Tensor[[2, 2], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        out2: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        r = self.scale(x, 3.0, out)
        r2 = self.scale(r, 0.5, out2)
        return r2

    @pl.function(type=pl.FunctionType.Orchestration)
    def submitter(
        self,
        x: pl.Tensor[[2, 2], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        out2: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Scalar[pl.TASK_ID]:
        a, t1 = pl.submit(self.scale, x, 2.0, out)
        b, t2 = pl.submit(self.scale, a, -1.0, out2, deps=[t1])
        return t2

    @pl.function
    def forever(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for (x,) in pl.while_(init_values=(n,)):
            pl.cond(x >= 0)
            x1: pl.Scalar[pl.INDEX] = x + 1
            rx: pl.Scalar[pl.INDEX] = pl.yield_(x1)
        return rx

    @pl.function
    def escape(self, n: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        for q, (a, b) in pl.range(6, init_values=(0, 0)):
            a1: pl.Scalar[pl.INDEX] = a + 1
            if q == 2:
                continue
            if q > n:
                break
            b1: pl.Scalar[pl.INDEX] = b + 10
            r, w = pl.yield_(a1, b1)
        return r, w
