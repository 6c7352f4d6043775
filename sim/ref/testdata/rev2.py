# The tile ops of op-table revision 2 on small tiles, spelled as IR calls
# (pl.tile.<op>): bitwise and shift ops, remainders, row and column
# expansions, the new reductions, comparison and selection, generators,
# gathers and scatters, reinterpretation and concatenation.
import pypto.language as pl


@pl.program
class Rev2:
    @pl.function(type=pl.FunctionType.AIV)
    def bitwise(
        self,
        a: pl.Tensor[[1, 4], pl.INT32],
        b: pl.Tensor[[1, 4], pl.INT32],
        h: pl.Tensor[[1, 4], pl.INT16],
        o_and: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_or: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_xor: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_shl: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_shrs: pl.Out[pl.Tensor[[1, 4], pl.INT32]],
        o_not: pl.Out[pl.Tensor[[1, 4], pl.INT16]],
    ) -> pl.Tensor[[1, 4], pl.INT32]:
        ta = pl.load(a, [0, 0], [1, 4])
        tb = pl.load(b, [0, 0], [1, 4])
        th = pl.load(h, [0, 0], [1, 4])
        tmp = pl.tile.create([1, 4], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        r1 = pl.store(pl.tile.and_(ta, tb), [0, 0], o_and)
        r2 = pl.store(pl.tile.or_(ta, tb), [0, 0], o_or)
        r3 = pl.store(pl.tile.xor(ta, tb, tmp), [0, 0], o_xor)
        r4 = pl.store(pl.tile.shl(ta, tb), [0, 0], o_shl)
        r5 = pl.store(pl.tile.shrs(ta, pl.const(1, pl.INT32)), [0, 0], o_shrs)
        r6 = pl.store(pl.tile.not_(th), [0, 0], o_not)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def remainders(
        self,
        a: pl.Tensor[[1, 4], pl.FP32],
        b: pl.Tensor[[1, 4], pl.FP32],
        o_rem: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_fmod: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_lrelu: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        ta = pl.load(a, [0, 0], [1, 4])
        tb = pl.load(b, [0, 0], [1, 4])
        tmp = pl.tile.create([1, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r1 = pl.store(pl.tile.rem(ta, tb, tmp), [0, 0], o_rem)
        r2 = pl.store(pl.tile.fmod(ta, tb), [0, 0], o_fmod)
        r3 = pl.store(pl.tile.lrelu(ta, 0.5), [0, 0], o_lrelu)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def expand(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        row: pl.Tensor[[1, 3], pl.FP32],
        col: pl.Tensor[[2, 1], pl.FP32],
        o_csub: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_rdiv: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_col: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
        o_expands: pl.Out[pl.Tensor[[2, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 3], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 3])
        tr = pl.load(row, [0, 0], [1, 3])
        tc = pl.load(col, [0, 0], [2, 1])
        r1 = pl.store(pl.tile.col_expand_sub(ta, tr), [0, 0], o_csub)
        r2 = pl.store(pl.tile.row_expand_div(ta, tc), [0, 0], o_rdiv)
        r3 = pl.store(pl.tile.col_expand(ta, tr), [0, 0], o_col)
        r4 = pl.store(pl.tile.expands(ta, 7.0), [0, 0], o_expands)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def reduce(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        o_rmin: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
        o_rprod: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
        o_rargmax: pl.Out[pl.Tensor[[2, 1], pl.INT32]],
        o_cmax: pl.Out[pl.Tensor[[1, 3], pl.FP32]],
        o_cargmin: pl.Out[pl.Tensor[[1, 3], pl.INT32]],
    ) -> pl.Tensor[[2, 1], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 3])
        tmp = pl.tile.create([2, 3], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r1 = pl.store(pl.tile.row_min(ta, tmp), [0, 0], o_rmin)
        r2 = pl.store(pl.tile.row_prod(ta, tmp), [0, 0], o_rprod)
        r3 = pl.store(pl.tile.row_argmax(ta, tmp), [0, 0], o_rargmax)
        r4 = pl.store(pl.tile.col_max(ta), [0, 0], o_cmax)
        r5 = pl.store(pl.tile.col_argmin(ta, tmp), [0, 0], o_cargmin)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def select(
        self,
        a: pl.Tensor[[1, 16], pl.FP32],
        b: pl.Tensor[[1, 16], pl.FP32],
        o_mask: pl.Out[pl.Tensor[[1, 32], pl.UINT8]],
        o_sel: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        o_sels: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        ta = pl.load(a, [0, 0], [1, 16])
        tb = pl.load(b, [0, 0], [1, 16])
        mask = pl.tile.cmp(ta, tb, cmp_type=4)
        tmp = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        ftmp = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r1 = pl.store(mask, [0, 0], o_mask)
        r2 = pl.store(pl.tile.sel(mask, ta, tb, tmp), [0, 0], o_sel)
        r3 = pl.store(pl.tile.sels(mask, ta, ftmp, -1.0), [0, 0], o_sels)
        return r2

    @pl.function(type=pl.FunctionType.AIV)
    def generate(
        self,
        o_ci: pl.Out[pl.Tensor[[1, 8], pl.INT32]],
        o_tri: pl.Out[pl.Tensor[[3, 4], pl.FP32]],
    ) -> pl.Tensor[[1, 8], pl.INT32]:
        ci = pl.tile.ci(pl.const(5, pl.INT32), [1, 8], dtype=pl.INT32, descending=True)
        tri = pl.tile.tri(pl.const(1, pl.INT32), [3, 4], dtype=pl.FP32, upper=False)
        r1 = pl.store(ci, [0, 0], o_ci)
        r2 = pl.store(tri, [0, 0], o_tri)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def gather_scatter(
        self,
        a: pl.Tensor[[2, 4], pl.FP32],
        idx: pl.Tensor[[2, 4], pl.INT32],
        o_gather: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_scatter: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_mask: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        ta = pl.load(a, [0, 0], [2, 4])
        ti = pl.load(idx, [0, 0], [2, 4])
        tmp = pl.tile.create([2, 4], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        g = pl.tile.gather(ta, ti, tmp)
        z = pl.tile.full([2, 4], dtype=pl.FP32, value=0.0)
        s = pl.tile.scatter(z, ta, ti)
        m = pl.tile.gather_mask(ta, mask_pattern=2)
        r1 = pl.store(g, [0, 0], o_gather)
        r2 = pl.store(s, [0, 0], o_scatter)
        r3 = pl.store(m, [0, 0], o_mask)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def views(
        self,
        a: pl.Tensor[[2, 2], pl.INT32],
        b: pl.Tensor[[2, 1], pl.INT32],
        o_half: pl.Out[pl.Tensor[[2, 4], pl.INT16]],
        o_cat: pl.Out[pl.Tensor[[2, 3], pl.INT32]],
    ) -> pl.Tensor[[2, 4], pl.INT16]:
        ta = pl.load(a, [0, 0], [2, 2])
        tb = pl.load(b, [0, 0], [2, 1])
        r1 = pl.store(pl.tile.reinterpret_view(ta, dtype=pl.INT16), [0, 0], o_half)
        r2 = pl.store(pl.tile.concat(ta, tb), [0, 0], o_cat)
        return r1
