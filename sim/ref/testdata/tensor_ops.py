# Tensor-level ops on small GM tensors (whole-tensor semantics): each
# function assembles its results into Out parameters. The calls are
# PyPTO's printed IR forms (gather and scatter take dim= as a kwarg).
import pypto.language as pl


@pl.program
class TensorOps:
    @pl.function(type=pl.FunctionType.Orchestration)
    def elementwise(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        b: pl.Tensor[[2, 3], pl.FP32],
        col: pl.Tensor[[2, 1], pl.FP32],
        s: pl.Scalar[pl.FP32],
        o_add: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_bcast: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_muls: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_cmp: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_fmod: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_expdif: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        o_add = pl.tensor.assemble(o_add, pl.tensor.add(a, b), [0, 0])
        o_bcast = pl.tensor.assemble(o_bcast, pl.tensor.sub(a, col), [0, 0])
        o_muls = pl.tensor.assemble(o_muls, pl.tensor.muls(a, s), [0, 0])
        o_cmp = pl.tensor.assemble(o_cmp, pl.tensor.cmp(a, b, cmp_type=2), [0, 0])
        o_fmod = pl.tensor.assemble(o_fmod, pl.tensor.fmod(a, b), [0, 0])
        o_expdif = pl.tensor.assemble(o_expdif, pl.tensor.row_expand_expdif(a, col), [0, 0])
        return o_add

    @pl.function(type=pl.FunctionType.Orchestration)
    def bitwise(
        self,
        x: pl.Tensor[[1, 4], pl.INT32],
        y: pl.Tensor[[1, 4], pl.INT32],
        u: pl.Tensor[[1, 4], pl.UINT16],
        o_and: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_shr: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_shls: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_not: pl.Out[pl.Tensor[[1, 4], pl.UINT16]],
    ) -> pl.Tensor[[1, 4], pl.INT32]:
        o_and = pl.tensor.assemble(o_and, pl.tensor.and_(x, y), [0, 0])
        o_shr = pl.tensor.assemble(o_shr, pl.tensor.shr(x, y), [0, 0])
        o_shls = pl.tensor.assemble(o_shls, pl.tensor.shls(x, pl.const(2, pl.INT32)), [0, 0])
        o_not = pl.tensor.assemble(o_not, pl.tensor.not_(u), [0, 0])
        return o_and

    @pl.function(type=pl.FunctionType.Orchestration)
    def partial(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        b: pl.Tensor[[2, 3], pl.FP32],
        o_add: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_part: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_fill: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_sum: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        pa = pl.tensor.set_validshape(a, 1, 3)
        pb = pl.tensor.set_validshape(b, 2, 2)
        o_add = pl.tensor.assemble(o_add, pl.tensor.add(pa, pa), [0, 0])
        o_part = pl.tensor.assemble(o_part, pl.tensor.part_add(pa, pb), [0, 0])
        o_fill = pl.tensor.assemble(o_fill, pl.tensor.fillpad(pb, pad_value=pl.PadValue.min), [0, 0])
        o_sum = pl.tensor.assemble(o_sum, pl.tensor.row_sum(pb), [0, 0])
        return o_add

    @pl.function(type=pl.FunctionType.Orchestration)
    def partial_undefined(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        o_min: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_max: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        i = pl.tensor.cast(a, target_type=pl.INT32, mode="round")
        f = pl.tensor.cast(i, target_type=pl.FP32, mode="round")
        o_min = pl.tensor.assemble(o_min, pl.tensor.part_min(a, f), [0, 0])
        o_max = pl.tensor.assemble(o_max, pl.tensor.part_max(f, a), [0, 0])
        return o_min

    @pl.function(type=pl.FunctionType.Orchestration)
    def reduce(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        o_rmax: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
        o_cprod: pl.Out[pl.Tensor[[1, 3], pl.FP32]],
        o_argmin: pl.Out[pl.Tensor[[1, 3], pl.INT32]],
        o_rmin: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
    ) -> pl.Tensor[[2, 1], pl.FP32]:
        o_rmax = pl.tensor.assemble(o_rmax, pl.tensor.row_max(a), [0, 0])
        o_cprod = pl.tensor.assemble(o_cprod, pl.tensor.col_prod(a), [0, 0])
        o_argmin = pl.tensor.assemble(o_argmin, pl.tensor.col_argmin(a), [0, 0])
        o_rmin = pl.tensor.assemble(o_rmin, pl.tensor.row_min(a), [0, 0])
        return o_rmax

    @pl.function(type=pl.FunctionType.Orchestration)
    def matmul(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        b: pl.Tensor[[3, 2], pl.FP32],
        v: pl.Tensor[[3], pl.FP32],
        o_mm: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_mt: pl.Out[pl.Tensor[[3, 3], pl.FP32]],
        o_mv: pl.Out[pl.Tensor[[2], pl.FP32]],
        o_acc: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        o_mm = pl.tensor.assemble(o_mm, pl.tensor.matmul(a, b), [0, 0])
        o_mt = pl.tensor.assemble(o_mt, pl.tensor.matmul(a, a, a_trans=True), [0, 0])
        o_mv = pl.tensor.assemble(o_mv, pl.tensor.matmul(a, v), [0])
        o_acc = pl.tensor.assemble(o_acc, pl.tensor.matmul_acc(o_acc, a, b), [0, 0])
        return o_mm

    @pl.function(type=pl.FunctionType.Orchestration)
    def views(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        o_t: pl.Out[pl.Tensor[[3, 2], pl.FP32]],
        o_r: pl.Out[pl.Tensor[[3, 2], pl.FP32]],
        o_s: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_v: pl.Out[pl.Tensor[[3, 2], pl.FP32]],
        o_h: pl.Out[pl.Tensor[[2, 6], pl.FP16]],
        o_c: pl.Out[pl.Tensor[[2, 6], pl.FP32]],
    ) -> pl.Tensor[[3, 2], pl.FP32]:
        o_t = pl.tensor.assemble(o_t, pl.tensor.transpose(a, 0, 1), [0, 0])
        o_r = pl.tensor.assemble(o_r, pl.tensor.reshape(a, [3, 2]), [0, 0])
        o_s = pl.tensor.assemble(o_s, pl.tensor.slice(a, [2, 2], [0, 1]), [0, 0])
        o_v = pl.tensor.assemble(o_v, pl.tensor.view(a, layout=pl.TensorLayout.DN), [0, 0])
        o_h = pl.tensor.assemble(o_h, pl.tensor.reinterpret_view(a, dtype=pl.FP16), [0, 0])
        o_c = pl.tensor.assemble(o_c, pl.tensor.concat(a, a), [0, 0])
        return o_t

    @pl.function(type=pl.FunctionType.Orchestration)
    def gather_scatter(
        self,
        a: pl.Tensor[[2, 4], pl.FP32],
        idx: pl.Tensor[[2, 2], pl.INT32],
        o_g: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_gm: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_sc: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        o_g = pl.tensor.assemble(o_g, pl.tensor.gather(a, -1, idx), [0, 0])
        o_gm = pl.tensor.assemble(o_gm, pl.tensor.gather_mask(a, mask_pattern=2), [0, 0])
        o_sc = pl.tensor.assemble(o_sc, pl.tensor.scatter(a, dim=-1, index=idx, src=pl.tensor.full([2, 2], dtype=pl.FP32, value=9.0)), [0, 0])
        return o_g

    @pl.function(type=pl.FunctionType.Orchestration)
    def generate(
        self,
        o_ci: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_full: pl.Out[pl.Tensor[[2, 2], pl.FP16]],
        o_exp: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.INT32]:
        o_ci = pl.tensor.assemble(o_ci, pl.tensor.ci(pl.const(3, pl.INT32), [1, 4], dtype=pl.INT32, descending=True), [0, 0])
        o_full = pl.tensor.assemble(o_full, pl.tensor.full([2, 2], dtype=pl.FP16, value=1.5), [0, 0])
        o_exp = pl.tensor.assemble(o_exp, pl.tensor.fillpad_expand(pl.tensor.full([1, 2], dtype=pl.FP32, value=7.0), [2, 4], pad_value=pl.PadValue.zero), [0, 0])
        return o_ci
