# Expected output of ConvertTensorToTileOps/matmul_operands: PyPTO's ConvertTensorToTileOps on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[2, 32, 64], pl.FP16], b: pl.Tensor[[32, 64], pl.FP16], c: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        c__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        a0__tile_full_rank: pl.Tile[[1, 32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [1, 0, 0], [1, 32, 64], [1, 32, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        a0__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.reshape(a0__tile_full_rank, [32, 64])
        b_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b_mat_t: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_mat)
        p__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0__tile, b_mat_t)
        b_mat_1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b_mat_t_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_mat_1)
        q__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c__tile, a0__tile, b_mat_t_1)
        s__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(p__tile, q__tile)
        o__tile: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(s__tile, [0, 0], out)
        return o__tile
