# Seed 003: declared allocations (one-argument MemRef) and slots.
import pypto.language as pl

ping = pl.MemRef()
pong = pl.MemRef()
l0c = pl.MemRef(slots=2)


@pl.program
class Declared:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        q: pl.Tensor[[16, 32], pl.BF16],
        w: pl.Tensor[[32, 16], pl.BF16],
        o: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, ping, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        t1: pl.Tile[[64, 64], pl.FP32, pong, pl.Mem.Vec] = pl.exp(t0)
        t2: pl.Tile[[64, 64], pl.FP32, ping, pl.Mem.Vec] = pl.exp(t1)
        q_m: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.load(q, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        w_m: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.load(w, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        q_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.move(q_m, target_memory=pl.Mem.Left)
        w_r: pl.Tile[[32, 16], pl.BF16, pl.Mem.Right] = pl.move(w_m, target_memory=pl.Mem.Right)
        p0: pl.Tile[[16, 16], pl.FP32, l0c[0], pl.Mem.Acc] = pl.tile.matmul(q_l, w_r)
        p1: pl.Tile[[16, 16], pl.FP32, l0c[1], pl.Mem.Acc] = pl.tile.matmul(q_l, w_r)
        o1: pl.Tensor[[64, 64], pl.FP32] = pl.store(t2, [0, 0], o)
        return o1
