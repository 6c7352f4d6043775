# Elementwise ops on small tiles: tile-tile (same shape and broadcast),
# tile-scalar, unary, cast modes, dtype rounding.
import pypto.language as pl


@pl.program
class Elementwise:
    @pl.function(type=pl.FunctionType.AIV)
    def binary(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        b: pl.Tensor[[2, 3], pl.FP32],
        o_add: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_sub: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_mul: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_div: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_max: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_min: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 3])
        tb = pl.load(b, [0, 0], [2, 3])
        r1 = pl.store(pl.add(ta, tb), [0, 0], o_add)
        r2 = pl.store(pl.sub(ta, tb), [0, 0], o_sub)
        r3 = pl.store(pl.mul(ta, tb), [0, 0], o_mul)
        r4 = pl.store(pl.div(ta, tb), [0, 0], o_div)
        r5 = pl.store(pl.maximum(ta, tb), [0, 0], o_max)
        r6 = pl.store(pl.minimum(ta, tb), [0, 0], o_min)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def int_div(
        self,
        a: pl.Tensor[[2, 3], pl.INT32],
        b: pl.Tensor[[2, 3], pl.INT32],
        o: pl.Out[pl.Tensor[[2, 3], pl.INT32]],
    ) -> pl.Tensor[[2, 3], pl.INT32]:
        ta = pl.load(a, [0, 0], [2, 3])
        tb = pl.load(b, [0, 0], [2, 3])
        q = pl.div(ta, tb)
        r = pl.store(q, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.AIV)
    def half(
        self,
        a: pl.Tensor[[1, 2], pl.FP16],
        b: pl.Tensor[[1, 2], pl.FP16],
        o: pl.Out[pl.Tensor[[1, 2], pl.FP16]],
    ) -> pl.Tensor[[1, 2], pl.FP16]:
        ta = pl.load(a, [0, 0], [1, 2])
        tb = pl.load(b, [0, 0], [1, 2])
        r = pl.store(pl.add(ta, tb), [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.AIV)
    def broadcast(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        row: pl.Tensor[[1, 3], pl.FP32],
        col: pl.Tensor[[2, 1], pl.FP32],
        o_row: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_col: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 3])
        tr = pl.load(row, [0, 0], [1, 3])
        tc = pl.load(col, [0, 0], [2, 1])
        r1 = pl.store(pl.add(ta, tr), [0, 0], o_row)
        r2 = pl.store(pl.mul(ta, tc), [0, 0], o_col)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def scalar_ops(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        s: pl.Scalar[pl.FP32],
        o_adds: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_subs: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_muls: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_divs: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 3])
        r1 = pl.store(pl.tile.adds(ta, 1.5), [0, 0], o_adds)
        r2 = pl.store(pl.tile.subs(ta, s), [0, 0], o_subs)
        r3 = pl.store(pl.tile.muls(ta, -2.0), [0, 0], o_muls)
        r4 = pl.store(pl.tile.divs(ta, 4.0), [0, 0], o_divs)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def unary(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        o_neg: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_abs: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_relu: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_sqrt: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_exp: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_recip: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        ta = pl.load(a, [0, 0], [1, 4])
        r1 = pl.store(pl.neg(ta), [0, 0], o_neg)
        r2 = pl.store(pl.abs(ta), [0, 0], o_abs)
        r3 = pl.store(pl.relu(ta), [0, 0], o_relu)
        r4 = pl.store(pl.sqrt(ta), [0, 0], o_sqrt)
        r5 = pl.store(pl.exp(ta), [0, 0], o_exp)
        r6 = pl.store(pl.recip(ta), [0, 0], o_recip)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def casts(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        o_rint: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_round: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_floor: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_ceil: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_trunc: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_half: pl.Out[pl.Tensor[[1, 4], pl.FP16]],
    ) -> pl.Tensor[[1, 4], pl.INT32]:
        ta = pl.load(a, [0, 0], [1, 4])
        r1 = pl.store(pl.cast(ta, pl.INT32, mode='rint'), [0, 0], o_rint)
        r2 = pl.store(pl.cast(ta, pl.INT32, mode='round'), [0, 0], o_round)
        r3 = pl.store(pl.cast(ta, pl.INT32, mode='floor'), [0, 0], o_floor)
        r4 = pl.store(pl.cast(ta, pl.INT32, mode='ceil'), [0, 0], o_ceil)
        r5 = pl.store(pl.cast(ta, pl.INT32, mode='trunc'), [0, 0], o_trunc)
        r6 = pl.store(pl.cast(ta, pl.FP16, mode='rint'), [0, 0], o_half)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def narrow_casts(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        b: pl.Tensor[[1, 4], pl.INT32],
        o_fp: pl.Out[pl.Tensor[[1, 4], pl.INT8]],
        o_int: pl.Out[pl.Tensor[[1, 4], pl.INT8]],
    ) -> pl.Tensor[[1, 4], pl.INT8]:
        ta = pl.load(a, [0, 0], [1, 4])
        tb = pl.load(b, [0, 0], [1, 4])
        r1 = pl.store(pl.cast(ta, pl.INT8, mode='round'), [0, 0], o_fp)
        r2 = pl.store(pl.cast(tb, pl.INT8, mode='none'), [0, 0], o_int)
        return r1
