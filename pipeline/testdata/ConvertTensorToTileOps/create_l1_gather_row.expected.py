# The pinned PyPTO's convert_tensor_to_tile_ops output for create_l1_gather_row.before.py (a program of our own).
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(xh: pl.Tensor[[32, 64], pl.BF16], w: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        wl__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.create([64, 64], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=False)
        wg__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.gather_row(wl__tile, w, [0, 0], [0, 0], [64, 64], transpose=False)
        a__tile: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(xh, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        mm__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__tile, wg__tile)
        o__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(mm__tile, [row, 0], out)
        return o__tile
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, xh: pl.Tensor[[32, 64], pl.BF16], w: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(xh, w, out, row)
        return r
