# Expected output of SplitVectorKernel/loop_left_right (written by -update; review before committing).
# pypto.program: LoopLeftRight
import pypto.language as pl

@pl.program
class LoopLeftRight:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT, "dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        t0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0 + subblock_idx * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(1, 4, init_values=(t0,)):
            r: pl.Scalar[pl.INDEX] = i * 16
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0 + subblock_idx * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            nxt: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            acc_out: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_out, [0, 0 + subblock_idx * 32], out)
        return o
