# P1 across iterations: `acc` is defined before the loop and matmul_acc
# updates it in place inside the loop without carrying the result, so the
# second iteration would read the first one's update instead of acc (the
# reference computes acc + l*r in every iteration). Refused: acc is read
# again in a later iteration, and no data path copies Acc to Acc.
# passes: InitMemRef,MemoryReuse
# error: inplace_acc_loop_rejected.before.py:21:13: tile.matmul_acc updates 'acc' in place (its result 'y' shares its buffer), but 'acc' is read again in a later iteration of an enclosing loop (by tile.matmul_acc at inplace_acc_loop_rejected.before.py:21:13)
import pypto.language as pl


@pl.program
class InplaceLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        for i, (o,) in pl.range(0, 2, init_values=(out,)):
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, ll, rr)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], o)
            o_2: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return o_2
