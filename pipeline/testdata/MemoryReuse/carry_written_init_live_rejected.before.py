# A copy really is needed: the carry is accumulated in place every
# iteration while its initial value `acc` is stored after the loop, so the
# carry cannot overwrite acc's buffer, and no data path copies Acc to Acc:
# MemoryReuse still refuses the kernel.
# passes: InitMemRef,MemoryReuse
# error: 'acc' must be copied into its carry buffer, but no data path copies Acc to Acc
import pypto.language as pl


@pl.program
class CarryWritten:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        for i, (c,) in pl.range(0, 3, init_values=(acc,)):
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, ll, rr)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(c_2)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c_1, [0, 16], o)
        return o_1
