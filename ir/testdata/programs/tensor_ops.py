# Every tensor op once, in PyPTO's printed form (one accepted call of each
# from testdata/tensor_ops/cases.txt), but tensor.gather and tensor.scatter:
# their printed form (x, index, ..., dim=d) does not parse back through
# the pl.tensor.gather / scatter wrappers, in PyPTO either (the positional
# index binds to dim); testdata/tensor_ops/cases.txt covers them.
import pypto.language as pl


@pl.program
class TensorOps:
    @pl.function
    def every_op(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        c: pl.Tensor[[16, 1], pl.FP32],
        d: pl.Tensor[[1, 32], pl.FP32],
        h: pl.Tensor[[16, 32], pl.FP16],
        bf: pl.Tensor[[16, 32], pl.BF16],
        i: pl.Tensor[[16, 32], pl.INT32],
        j: pl.Tensor[[16, 32], pl.INT16],
        u: pl.Tensor[[16, 32], pl.UINT32],
        e: pl.Tensor[[4, 16, 32], pl.FP32],
        v: pl.Tensor[[32], pl.FP32],
        w: pl.Tensor[[2, 32], pl.INT32],
        ix: pl.Tensor[[1, 8], pl.INT32],
        bt: pl.Tensor[[1, 4], pl.INT32],
        p: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)],
        p2: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)],
        n: pl.Scalar[pl.INDEX],
        s: pl.Scalar[pl.FP32],
        k: pl.Scalar[pl.INT32],
        hs: pl.Scalar[pl.FP16],
    ):
        r_add: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.add(a, c)
        r_sub: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.sub(i, h)
        r_mul: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.mul(j, i)
        r_div: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.div(a, b, high_precision=True)
        r_adds: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.adds(a, s)
        r_subs: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.subs(h, s)
        r_muls: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.muls(i, s)
        r_divs: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.divs(j, k)
        r_part_add: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.part_add(p, p2)
        r_part_mul: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.part_mul(a, c)
        r_part_max: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.part_max(h, bf)
        r_part_min: pl.Tensor[[16, 32], pl.BF16] = pl.tensor.part_min(bf, h)
        r_fmod: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.fmod(p, p2)
        r_fmods: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.fmods(i, k)
        r_maximum: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.maximum(a, c)
        r_minimum: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.minimum(p, s)
        r_cmp: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.cmp(p, p2, cmp_type=2)
        r_and: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.and_(i, j)
        r_ands: pl.Tensor[[16, 32], pl.INT16] = pl.tensor.ands(j, k)
        r_or: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.or_(u, i)
        r_ors: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.ors(i, k)
        r_xor: pl.Tensor[[16, 32], pl.INT16] = pl.tensor.xor(j, j)
        r_xors: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.xors(i, k)
        r_shl: pl.Tensor[[16, 32], pl.INT16] = pl.tensor.shl(j, i)
        r_shls: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.shls(i, pl.const(3, pl.INT32))
        r_shr: pl.Tensor[[16, 32], pl.UINT32] = pl.tensor.shr(u, u)
        r_shrs: pl.Tensor[[16, 32], pl.UINT32] = pl.tensor.shrs(u, k)
        r_neg: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.neg(p)
        r_abs: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.abs(i)
        r_not: pl.Tensor[[16, 32], pl.INT16] = pl.tensor.not_(j)
        r_recip: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.recip(i)
        r_exp: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(p)
        r_log: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.log(h)
        r_sin: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.sin(a)
        r_cos: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.cos(p)
        r_sqrt: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.sqrt(u)
        r_rsqrt: pl.Tensor[[16, 32], pl.BF16] = pl.tensor.rsqrt(bf, high_precision=True)
        r_cast: pl.Tensor[[16, 32], pl.BF16, pl.TensorView(valid_shape=[8, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.cast(p, target_type=pl.BF16, mode='round')
        r_row_expand_add: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_add(a, c)
        r_row_expand_sub: pl.Tensor[[4, 16, 32], pl.FP32] = pl.tensor.row_expand_sub(e, pl.tensor.row_sum(e))
        r_row_expand_mul: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_mul(h, c)
        r_row_expand_div: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_div(p, c)
        r_row_expand_max: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_max(a, c)
        r_row_expand_min: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_min(i, c)
        r_row_expand_expdif: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand_expdif(a, c)
        r_row_expand: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.row_expand(b, c)
        r_col_expand_add: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_add(a, d)
        r_col_expand_sub: pl.Tensor[[4, 16, 32], pl.FP32] = pl.tensor.col_expand_sub(e, pl.tensor.col_sum(e))
        r_col_expand_mul: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_mul(i, d)
        r_col_expand_div: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_div(a, d)
        r_col_expand_max: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_max(a, d)
        r_col_expand_min: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_min(h, d)
        r_col_expand_expdif: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand_expdif(a, d)
        r_col_expand: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.col_expand(a, d)
        r_expands: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.expands(p, s)
        r_expand_clone: pl.Tensor[[4, 16, 32], pl.FP32] = pl.tensor.expand_clone(pl.tensor.reshape(a, [1, 16, 32]), e)
        r_row_sum: pl.Tensor[[16, 1], pl.FP32, pl.TensorView(valid_shape=[8, 1], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.row_sum(p)
        r_row_min: pl.Tensor[[16, 1], pl.INT16] = pl.tensor.row_min(j)
        r_col_sum: pl.Tensor[[1, 32], pl.FP32] = pl.tensor.col_sum(p)
        r_col_prod: pl.Tensor[[1, 32], pl.FP16] = pl.tensor.col_prod(h)
        r_row_argmax: pl.Tensor[[16, 1], pl.INT32, pl.TensorView(valid_shape=[8, 1], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.row_argmax(p)
        r_row_argmin: pl.Tensor[[16, 1], pl.INT32] = pl.tensor.row_argmin(h)
        r_col_argmax: pl.Tensor[[4, 1, 32], pl.INT32] = pl.tensor.col_argmax(e)
        r_matmul: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=True, c_matrix_nz=False)
        r_matmul_acc: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul_acc(pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND), a, b, a_trans=False, b_trans=True)
        r_reshape: pl.Tensor[[32, 16], pl.FP32] = pl.tensor.reshape(a, [32, 16])
        r_reinterpret_view: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.reinterpret_view(a, dtype=pl.FP16)
        r_transpose: pl.Tensor[[32, 16], pl.FP32, pl.TensorView(stride=[1, 32], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(a, 0, 1)
        r_view: pl.Tensor[[32, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(a, [32, 16])
        r_concat: pl.Tensor[[16, 33], pl.FP32] = pl.tensor.concat(a, c)
        r_set_validshape: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[n, 16], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(a, n, 16)
        r_read: pl.Scalar[pl.FP32] = pl.tensor.read(a, [0, n])
        r_write: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.write(i, [0, n], k)
        r_create: pl.Tensor[[16, n], pl.FP32] = pl.tensor.create([16, n], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r_slice: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.slice(a, [8, 16], [0, n])
        r_fillpad: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.fillpad(p, pad_value=pl.PadValue.min)
        r_fillpad_expand: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)] = pl.tensor.fillpad_expand(p, [32, 64], pad_value=pl.PadValue.zero)
        r_assemble: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.assemble(a, c, [0, 3])
        r_full: pl.Tensor[[4, 4], pl.FP32] = pl.tensor.full([4, 4], dtype=pl.FP32, value=1.0)
        r_ci: pl.Tensor[[1, 16], pl.INT32] = pl.tensor.ci(pl.const(0, pl.INT32), [1, 16], dtype=pl.INT32, descending=False)
        r_random: pl.Tensor[[4, 16], pl.UINT32] = pl.tensor.random(k, k, k, k, k, k, [4, 16], dtype=pl.UINT32, rounds=10)
        r_dim: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, -1)
        r_alloc: pl.Ptr = pl.tensor.alloc(pl.Mem.DDR, 64)
        r_get_block_idx: pl.Scalar[pl.INDEX] = pl.tensor.get_block_idx()
        r_get_subblock_idx: pl.Scalar[pl.INDEX] = pl.tensor.get_subblock_idx()
        r_get_block_num: pl.Scalar[pl.INDEX] = pl.tensor.get_block_num()
        r_gather_mask: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.gather_mask(a, mask_pattern=1)
        r_gather_compare: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Tensor[[1, 16], pl.INT32]] = pl.tensor.gather_compare(a, s, cmp_mode=1, offset=0, out_cols=8)
        r_scatter_mask: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.scatter_mask(a, pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND), mask_pattern=1)
        r_scatter_update: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_update(a, w, pl.tensor.slice(a, [64, 32], [0, 0], clamp=True), dim=-2)
        r_sort32: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.sort32(a, u)
        r_mrgsort_format1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.mrgsort_format1(a, pl.const(64, pl.INT32))
        r_mrgsort_format2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.mrgsort_format2(a, b, exhausted=False)
        r_paged_gather: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.paged_gather(a, ix, bt, block_size=4, size=16, max_indices=8, col_off=0, is_trans=False, is_b_matrix=False, space=pl.Mem.Mat)
        r_create_l1: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create_l1([16, 32], dtype=pl.FP32, transpose=False)
        r_gather_row: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.gather_row(pl.tensor.create_l1([16, 32], dtype=pl.FP32, transpose=False), a, [0, 0], [n, 0], [1, 32], transpose=False)
