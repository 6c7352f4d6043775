# Out slots: the first write of a created buffer is output_existing, a
# later writer unit (the parallel loop, writing it through its carry) gets
# inout; inside a sequential loop every Out slot is inout; a write into the
# orchestration's own InOut parameter is inout. The blk argument is a
# scalar, the pl.no_dep position no_dep.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, x: pl.Tensor[[4, 32], pl.FP32], blk: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        r: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(u, [0, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[4, 32], pl.FP32], acc: pl.InOut[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        buf: pl.Tensor[[4, 32], pl.FP32] = pl.create_tensor([4, 32], dtype=pl.FP32)
        buf_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(x, 0, buf)
        for i, (c,) in pl.parallel(0, 2, 1, init_values=(buf_1,)):
            c_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(x, i, c)
            c_2 = pl.yield_(c_1)
        for j in pl.range(0, 3, 1):
            tmp: pl.Tensor[[4, 32], pl.FP32] = pl.create_tensor([4, 32], dtype=pl.FP32)
            tmp_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(c_2, j, tmp)
        acc_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(pl.no_dep(x), 1, acc)
        return acc_1
