# A row window (tile.slice) of a 128-row accumulator pushed to the vector
# core on a5: pto-isa sees the parent's Rows with 64 static valid rows, so
# TMOV Acc->Vec reads at the parent's pitch 128, where mad wrote (the
# simulator used the window's own 64 rows; campaign signature 6d4dbdc4d6a8).
# backend: Ascend950
# want: nothing
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=None)
        lt: pl.Tile[[128, 32], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        r: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=None)
        acc: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r)
        sl: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [64, 32], [64, 0])
        ep: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(sl, 0.5)
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[64, 32], pl.FP32]:
        out: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.create([64, 32], dtype=pl.FP32)
        r: pl.Tensor[[64, 32], pl.FP32] = self.kernel(x, y, out)
        return r
