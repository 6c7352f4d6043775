# Expected output of LowerAutoVectorSplit/auto_c2v_up_down (written by -update; review before committing).
# pypto.program: AutoC2V
import pypto.language as pl

@pl.program
class AutoC2V:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.BF16], y: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        xm: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        xl: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(xm, target_memory=pl.Mem.Left)
        ym: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        yr: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(ym, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(xl, yr)
        v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(acc, split=1)
        bt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0 + subblock_idx * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(v, bt)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s, [0 + subblock_idx * 16, 0], out)
        return o
