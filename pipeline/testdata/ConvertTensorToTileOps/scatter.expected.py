# Expected output of ConvertTensorToTileOps/scatter: the pinned PyPTO's convert_tensor_to_tile_ops output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cols(x: pl.Tensor[[4, 32], pl.FP32], idx: pl.Tensor[[4, 8], pl.INT32], src: pl.Tensor[[4, 8], pl.FP32], ret0__out: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        x__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x__tile, 1.0)
        idx_vec: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        src_vec: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        scatter_ci_rows: pl.Tile[[1, 4], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 4], dtype=pl.INT32, descending=False)
        scatter_row_arange: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_ci_rows, [4, 1])
        scatter_row_base: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(scatter_row_arange, pl.const(32, pl.INT32))
        scatter_flat_idx: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(idx_vec, scatter_row_base)
        scatter_values_zero: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=0.0)
        scatter_values: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_values_zero, src_vec, scatter_flat_idx)
        scatter_mask_zero: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 32], dtype=pl.FP32, value=0.0)
        scatter_ones: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 8], dtype=pl.FP32, value=1.0)
        scatter_mask: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_mask_zero, scatter_ones, scatter_flat_idx)
        scatter_pred: pl.Tile[[4, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[4, 4])] = pl.tile.cmps(scatter_mask, 0.0, cmp_type=1)
        scatter_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        out__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sel(scatter_pred, scatter_values, y__tile, scatter_sel_tmp)
        ret0__store: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def one_row(x: pl.Tensor[[2, 16], pl.FP16], idx: pl.Tensor[[1, 16], pl.INT16], src: pl.Tensor[[1, 16], pl.FP16], ret0__out: pl.Out[pl.Tensor[[2, 16], pl.FP16]]) -> pl.Tensor[[2, 16], pl.FP16]:
        x_vec: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 16], [2, 16], target_memory=pl.Mem.Vec)
        idx_vec: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        src_vec: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        scatter_values_zero: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.full([2, 16], dtype=pl.FP16, value=0.0)
        scatter_values: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.scatter(scatter_values_zero, src_vec, idx_vec)
        scatter_mask_zero: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.full([2, 16], dtype=pl.FP16, value=0.0)
        scatter_ones: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP16, value=1.0)
        scatter_mask: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.scatter(scatter_mask_zero, scatter_ones, idx_vec)
        scatter_pred: pl.Tile[[2, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[2, 2])] = pl.tile.cmps(scatter_mask, pl.const(0.0, pl.FP16), cmp_type=1)
        scatter_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        out__tile: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.sel(scatter_pred, scatter_values, x_vec, scatter_sel_tmp)
        ret0__store: pl.Tensor[[2, 16], pl.FP16] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
