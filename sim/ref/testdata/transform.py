# Views, transforms and element access: slice, extract, transpose_view,
# transpose, assemble, full, tile.read / tile.write, tensor ops.
import pypto.language as pl


@pl.program
class Transform:
    @pl.function(type=pl.FunctionType.AIV)
    def views(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        o_slice: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_vslice: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        o_extract: pl.Out[pl.Tensor[[2, 2], pl.FP32]],
        o_tv: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        o_tr: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        o_asm: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        o_rw: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 2], pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        s = pl.slice(t, [2, 2], [1, 2])
        r1 = pl.store(s, [0, 0], o_slice)
        vs = pl.slice(t, [2, 4], [2, 0], [1, 3])
        r2 = pl.store(vs, [0, 0], o_vslice)
        e = pl.tile.extract(t, 2, 1, [2, 2])
        r3 = pl.store(e, [0, 0], o_extract)
        tv = pl.tile.transpose_view(t)
        r4 = pl.store(tv, [0, 0], o_tv)
        tmp = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        tr = pl.tile.transpose(t, 0, 1, tmp)
        r5 = pl.store(tr, [0, 0], o_tr)
        f = pl.tile.full([4, 4], dtype=pl.FP32, value=-1.0)
        asm = pl.assemble(f, s, [2, 0])
        r6 = pl.store(asm, [0, 0], o_asm)
        x: pl.Scalar[pl.FP32] = pl.tile.read(t, [3, 1])
        w = pl.tile.write(t, [0, 0], x)
        r7 = pl.store(w, [0, 0], o_rw)
        return r1

    @pl.function(type=pl.FunctionType.AIV)
    def tensors(
        self,
        a: pl.Tensor[[2, 2], pl.INT32],
        o: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_init: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
    ) -> pl.Scalar[pl.INT32]:
        g = pl.tensor.create([2, 2], dtype=pl.INT32)
        v: pl.Scalar[pl.INT32] = pl.tensor.read(a, [1, 0])
        g2 = pl.tensor.write(g, [0, 1], v)
        t = pl.load(g2, [0, 0], [2, 2])
        r1 = pl.store(t, [0, 0], o)
        h = pl.tensor.create([2, 2], dtype=pl.INT32, init_value=7)
        u = pl.load(h, [0, 0], [2, 2])
        r2 = pl.store(u, [0, 0], o_init)
        return v
