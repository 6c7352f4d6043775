# An UP_DOWN split InCore kernel: the accumulator's move to Vec becomes tile.aiv_shard(split=1), the bias load, the add and the store offset are halved per lane, the matmul operands stay whole (lower_auto_vector_split_pass.cpp:406-446, :544-566).
import pypto.language as pl

@pl.program
class AutoC2V:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(x: pl.Tensor[[32, 64], pl.BF16], y: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        xm: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        xl: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(xm, target_memory=pl.Mem.Left)
        ym: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        yr: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(ym, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(xl, yr)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        bt: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v, bt)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
