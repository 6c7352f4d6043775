# Valid regions: partial loads, reductions over the valid part, fillpad,
# set_validshape narrowing and widening, reshape of a partial region,
# store limits and atomics.
import pypto.language as pl


@pl.program
class Valid:
    @pl.function(type=pl.FunctionType.AIV)
    def reduce(
        self,
        a: pl.Tensor[[2, 4], pl.FP32],
        o_rs: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
        o_rm: pl.Out[pl.Tensor[[2, 1], pl.FP32]],
        o_cs: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
        o_rea: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_rem: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 1], pl.FP32]:
        t = pl.tile.load(a, [0, 0], [2, 4], [2, 3], target_memory=pl.Mem.Vec)
        tmp = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        rs = pl.row_sum(t, tmp)
        rm = pl.row_max(t, tmp)
        cs = pl.col_sum(t, tmp)
        rea = pl.row_expand_add(t, rs)
        rem = pl.row_expand_mul(t, rm)
        r1 = pl.store(rs, [0, 0], o_rs)
        r2 = pl.store(rm, [0, 0], o_rm)
        r3 = pl.store(cs, [0, 0], o_cs)
        r4 = pl.store(rea, [0, 0], o_rea)
        r5 = pl.store(rem, [0, 0], o_rem)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def pad(
        self,
        a: pl.Tensor[[2, 3], pl.FP32],
        b: pl.Tensor[[2, 3], pl.INT8],
        h: pl.Tensor[[2, 3], pl.FP16],
        o_zero: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_max: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_min: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_i8max: pl.Out[pl.Tensor[[2, 4], pl.INT8]],
        o_i8min: pl.Out[pl.Tensor[[2, 4], pl.INT8]],
        o_hmax: pl.Out[pl.Tensor[[2, 4], pl.FP16]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        t = pl.tile.load(a, [0, 0], [2, 4], [2, 3], target_memory=pl.Mem.Vec)
        u = pl.tile.load(b, [0, 0], [2, 4], [2, 3], target_memory=pl.Mem.Vec)
        v = pl.tile.load(h, [0, 0], [2, 4], [2, 3], target_memory=pl.Mem.Vec)
        r1 = pl.store(pl.fillpad(t), [0, 0], o_zero)
        r2 = pl.store(pl.fillpad(t, pad_value=pl.PadValue.max), [0, 0], o_max)
        r3 = pl.store(pl.fillpad(t, pad_value=pl.PadValue.min), [0, 0], o_min)
        r4 = pl.store(pl.fillpad(u, pad_value=pl.PadValue.max), [0, 0], o_i8max)
        r5 = pl.store(pl.fillpad(u, pad_value=pl.PadValue.min), [0, 0], o_i8min)
        r6 = pl.store(pl.fillpad(v, pad_value=pl.PadValue.max), [0, 0], o_hmax)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def narrow(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        rows: pl.Scalar[pl.INDEX],
        o_narrow: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        o_widen: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        o_computed: pl.InOut[pl.Tensor[[4, 4], pl.FP32]],
        o_created: pl.InOut[pl.Tensor[[4, 4], pl.FP32]],
        o_dynamic: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        n = pl.set_validshape(t, 2, 3)
        r1 = pl.store(n, [0, 0], o_narrow)
        w = pl.set_validshape(n, 4, 4)
        r2 = pl.store(w, [0, 0], o_widen)
        s = pl.tile.adds(n, 10.0)
        sw = pl.set_validshape(s, 4, 4)
        r3 = pl.store(sw, [0, 0], o_computed)
        c = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        cn = pl.set_validshape(c, 1, 2)
        r4 = pl.store(cn, [0, 0], o_created)
        d = pl.set_validshape(t, rows, 4)
        r5 = pl.store(d, [0, 0], o_dynamic)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def reshape(
        self,
        a: pl.Tensor[[4, 8], pl.FP32],
        o: pl.Out[pl.Tensor[[8, 4], pl.FP32]],
    ) -> pl.Tensor[[8, 4], pl.FP32]:
        t = pl.tile.load(a, [0, 0], [4, 8], [2, 8], target_memory=pl.Mem.Vec)
        r = pl.reshape(t, [8, 4])
        s = pl.store(r, [0, 0], o)
        return s

    @pl.function(type=pl.FunctionType.AIV)
    def stores(
        self,
        a: pl.Tensor[[2, 2], pl.FP32],
        acc: pl.InOut[pl.Tensor[[3, 4], pl.FP32]],
        o_clamp: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
    ) -> pl.Tensor[[3, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [2, 2])
        r1 = pl.store(t, [1, 2], acc, atomic=pl.AtomicType.Add)
        r2 = pl.tile.store(t, [0, 0], r1, [1, 2])
        c = pl.load(a, [1, 1], [2, 2], clamp=True)
        r3 = pl.store(c, [0, 0], o_clamp)
        return r2
