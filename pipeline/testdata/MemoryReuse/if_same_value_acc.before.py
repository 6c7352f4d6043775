# An if whose branches both yield `acc`, which stays live after the if: the
# phi is acc itself, so it shares acc's buffer instead of getting a copy in
# each branch (in Acc, no data path copies; MemoryReuse used to refuse).
# The else branch computes an unrelated accumulator of its own.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class IfSame:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], f: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        if f > 1:
            p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        else:
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
            g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(g, ll, rr)
            p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(p, [0, 16], o)
        return o_1
