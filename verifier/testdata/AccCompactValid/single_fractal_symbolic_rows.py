# want: nothing
# The create-seeded loop of create_seeded_loop.py with a single-fractal-block
# [16, 128] accumulator: whatever the runtime row count, ceil(rows/16)*16 is
# 16, so the non-compact seed is read back at the pitch mad wrote
# (AccPitchesCoincide's symbolic case).
import pypto.language as pl


@pl.program
class Seeded:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 256], pl.BF16],
        y: pl.Tensor[[256, 128], pl.BF16],
        rows: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        seed: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 4, 1, init_values=(seed,)):
            lhs_m = pl.tile.load(x, [0, 0], [16, 64], [rows, 64], target_memory=pl.Mem.Mat)
            lhs = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
            rhs_m = pl.tile.load(y, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            rhs = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
            nxt = pl.tile.matmul_acc(acc, lhs, rhs)
            r = pl.yield_(nxt)
        out_1 = pl.tile.store(r, [0, 0], out_0)
        return out_1
