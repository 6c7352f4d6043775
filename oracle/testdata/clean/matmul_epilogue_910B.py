# A K-tiled matmul with a vector epilogue (exp, add): the kernel the
# simulator benchmarks time. Mixed, so it runs on the cube and a vector core
# joined by a push/pop pair.
# backend: Ascend910B
# want: nothing
import pypto.language as pl


@pl.program
class MatmulEpilogue:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 256], pl.BF16], y: pl.Tensor[[256, 128], pl.BF16], bias: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 256, 64, init_values=(c,)):
            a: pl.Tile[[64, 64], pl.BF16] = pl.load(x, [0, k], [64, 64])
            b: pl.Tile[[64, 128], pl.BF16] = pl.load(y, [k, 0], [64, 128])
            nxt: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a, b, k == 0)
            r: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt)
        bt: pl.Tile[[64, 128], pl.FP32] = pl.load(bias, [0, 0], [64, 128])
        s: pl.Tile[[64, 128], pl.FP32] = pl.tile.add(r, bt)
        e: pl.Tile[[64, 128], pl.FP32] = pl.tile.relu(s)
        o: pl.Tensor[[64, 128], pl.FP32] = pl.store(e, [0, 0], out)
        return o
