# Expected output of ConvertTensorToTileOps/scatter_mask: the pinned PyPTO's convert_tensor_to_tile_ops output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def half(x: pl.Tensor[[4, 16], pl.FP32], dst: pl.Tensor[[4, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        x_vec: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        dst_vec: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(dst, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        scatter_mask_values_zero: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=0.0)
        scatter_mask_values: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_mask(scatter_mask_values_zero, x_vec, mask_pattern=1)
        scatter_mask_mask_zero: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=0.0)
        scatter_mask_ones: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 16], dtype=pl.FP32, value=1.0)
        scatter_mask_mask: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter_mask(scatter_mask_mask_zero, scatter_mask_ones, mask_pattern=1)
        scatter_mask_pred: pl.Tile[[4, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[4, 4])] = pl.tile.cmps(scatter_mask_mask, 0.0, cmp_type=1)
        scatter_mask_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        out__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sel(scatter_mask_pred, scatter_mask_values, dst_vec, scatter_mask_sel_tmp)
        ret0__store: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
