# Ill-formed at run time: the reference reports an error naming the
# statement, never panics.
import pypto.language as pl


@pl.program
class Errors:
    @pl.function(type=pl.FunctionType.AIV)
    def oob(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        off: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [2, 4])
        o = pl.store(t, [off, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def read_oob(self, a: pl.Tensor[[4, 4], pl.FP32], i: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        e: pl.Scalar[pl.FP32] = pl.tile.read(t, [i, 0])
        return e

    @pl.function(type=pl.FunctionType.AIV)
    def undef_branch(self, a: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        c = pl.tile.create([1, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        e: pl.Scalar[pl.FP32] = pl.tile.read(c, [0, 0])
        f: pl.Scalar[pl.FP32] = e * 2.0
        if f > 0.0:
            pl.system.bar_v()
        return a

    @pl.function(type=pl.FunctionType.AIV)
    def bad_validshape(self, a: pl.Tensor[[4, 4], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        u = pl.set_validshape(t, n, 4)
        return a

    @pl.function
    def rec(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        r: pl.Scalar[pl.INDEX] = self.rec(n)
        return r
