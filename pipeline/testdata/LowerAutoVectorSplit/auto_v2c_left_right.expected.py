# Expected output of LowerAutoVectorSplit/auto_v2c_left_right (written by -update; review before committing).
# pypto.program: AutoV2C
import pypto.language as pl

@pl.program
class AutoV2C:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 32], pl.FP16], w: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        at: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0 + subblock_idx * 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.muls(at, 2.0)
        sm_mat: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.aic_gather(s, split=2)
        sm: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.move(sm_mat, target_memory=pl.Mem.Mat)
        sl: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(sm, target_memory=pl.Mem.Left)
        wm: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        wr: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(wm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sl, wr)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
