# P1 (repro B1): matmul_acc writes its accumulator argument in place, but
# `acc` is stored after the update. Sharing the buffer (PyPTO's InitMemRef
# does, unconditionally) made the store read acc + l*r instead of acc; no
# data path copies Acc to Acc, so MemoryReuse refuses the kernel, naming
# the op, the value and the later read.
# passes: InitMemRef,MemoryReuse
# error: inplace_acc_read_after_rejected.before.py:20:9: tile.matmul_acc updates 'acc' in place (its result 'acc_1' shares its buffer), but 'acc' is read afterwards (by tile.store at inplace_acc_read_after_rejected.before.py:21:9); no data path copies Acc to Acc
import pypto.language as pl


@pl.program
class B1:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, ll, rr)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
