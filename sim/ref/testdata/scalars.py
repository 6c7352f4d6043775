# Scalar expressions: every binary and unary kind, Python's floor
# division and modulo, casts and integer wrap-around (operands of one
# category, as scalar_expr.h's Make<Op> requires).
import pypto.language as pl


@pl.program
class Scalars:
    @pl.function
    def arith(
        self,
        a: pl.Scalar[pl.INDEX],
        b: pl.Scalar[pl.INDEX],
        x: pl.Scalar[pl.FP32],
    ) -> tuple[
        pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX],
        pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX],
        pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INT32],
        pl.Scalar[pl.BOOL], pl.Scalar[pl.BOOL], pl.Scalar[pl.BOOL], pl.Scalar[pl.INT8], pl.Scalar[pl.FP32],
        pl.Scalar[pl.FP32], pl.Scalar[pl.BOOL], pl.Scalar[pl.FP32],
    ]:
        fd = a // b
        fm = a % b
        dv = pl.cast(a, pl.FP32) / pl.cast(b, pl.FP32)
        mn = pl.min(a, b)
        mx = pl.max(a, b)
        pw = b ** 3
        band = a & b
        bor = a | b
        bxor = a ^ b
        shl = b << 3
        shr = a >> 1
        ng = -a
        ab = abs(a)
        bn = ~b
        c = pl.cast(x, pl.INT32)
        lt = a < b
        nt = not (a < b)
        both = a < b and b > 5
        w = pl.cast(a * 40, pl.INT8)
        fmod = x % 2.0
        mixed = pl.cast(a, pl.FP32) * x
        xo = pl.xor(a < b, b > 5)
        fneg = -x
        return fd, fm, dv, mn, mx, pw, band, bor, bxor, shl, shr, ng, ab, bn, c, lt, nt, both, w, fmod, mixed, xo, fneg
