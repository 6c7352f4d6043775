# Cube ops on small integer matrices: matmul, matmul_bias, matmul_acc
# (with and without init_cond), partial K / M, gemv, gemv_acc.
import pypto.language as pl


@pl.program
class Matmul:
    @pl.function(type=pl.FunctionType.AIC)
    def mm(
        self,
        a: pl.Tensor[[2, 3], pl.INT8],
        b: pl.Tensor[[3, 2], pl.INT8],
        bias: pl.Tensor[[1, 2], pl.INT32],
        flag: pl.Scalar[pl.INDEX],
        o: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_bias: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_acc: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_k2: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_m1: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
        o_init: pl.Out[pl.Tensor[[2, 2], pl.INT32]],
    ) -> pl.Tensor[[2, 2], pl.INT32]:
        am = pl.load(a, [0, 0], [2, 3], target_memory=pl.Mem.Mat)
        bm = pl.load(b, [0, 0], [3, 2], target_memory=pl.Mem.Mat)
        al = pl.move(am, target_memory=pl.Mem.Left)
        br = pl.move(bm, target_memory=pl.Mem.Right)
        c = pl.matmul(al, br)
        r1 = pl.store(c, [0, 0], o)
        biasm = pl.load(bias, [0, 0], [1, 2], target_memory=pl.Mem.Mat)
        bb = pl.move(biasm, target_memory=pl.Mem.Bias)
        cb = pl.matmul_bias(al, br, bb)
        r2 = pl.store(cb, [0, 0], o_bias)
        c2 = pl.matmul_acc(c, al, br)
        r3 = pl.store(c2, [0, 0], o_acc)
        ak = pl.set_validshape(al, 2, 2)
        ck = pl.matmul(ak, br)
        r4 = pl.store(ck, [0, 0], o_k2)
        am1 = pl.set_validshape(al, 1, 3)
        cm = pl.matmul(am1, br)
        r5 = pl.store(cm, [0, 0], o_m1)
        seed = pl.tile.create([2, 2], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        ci = pl.matmul_acc(seed, al, br, init_cond=flag == 0)
        r6 = pl.store(ci, [0, 0], o_init)
        return r1

    @pl.function(type=pl.FunctionType.AIC)
    def gemv(
        self,
        v: pl.Tensor[[1, 3], pl.INT8],
        b: pl.Tensor[[3, 2], pl.INT8],
        o: pl.Out[pl.Tensor[[1, 2], pl.INT32]],
        o_acc: pl.Out[pl.Tensor[[1, 2], pl.INT32]],
    ) -> pl.Tensor[[1, 2], pl.INT32]:
        vm = pl.load(v, [0, 0], [1, 3], target_memory=pl.Mem.Mat)
        bm = pl.load(b, [0, 0], [3, 2], target_memory=pl.Mem.Mat)
        vl = pl.move(vm, target_memory=pl.Mem.Left)
        br = pl.move(bm, target_memory=pl.Mem.Right)
        g = pl.tile.gemv(vl, br)
        r1 = pl.tile.store(g, [0, 0], o, [1, 2])
        g2 = pl.tile.gemv_acc(g, vl, br)
        r2 = pl.tile.store(g2, [0, 0], o_acc, [1, 2])
        return r1
