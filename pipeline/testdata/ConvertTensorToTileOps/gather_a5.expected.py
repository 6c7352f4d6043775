# Expected output of ConvertTensorToTileOps/gather_a5: the pinned PyPTO's convert_tensor_to_tile_ops output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def aligned(src: pl.Tensor[[8, 32], pl.FP32], idx: pl.Tensor[[8, 16], pl.INT32], ret0__out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        gather_inp: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        gather_idx: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        gather_lin: pl.Tile[[1, 128], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 128], dtype=pl.INT32, descending=False)
        gather_lin2d: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_lin, [8, 16])
        gather_row_ids: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.divs(gather_lin2d, pl.const(16, pl.INT32))
        gather_row_base: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_ids, pl.const(32, pl.INT32))
        gather_flat_idx: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def odd_cols(src: pl.Tensor[[2, 64], pl.FP16], idx: pl.Tensor[[2, 5], pl.INT16], ret0__out: pl.Out[pl.Tensor[[2, 5], pl.FP16]]) -> pl.Tensor[[2, 5], pl.FP16]:
        gather_inp: pl.Tile[[2, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [2, 64], [2, 64], target_memory=pl.Mem.Vec)
        gather_idx: pl.Tile[[2, 5], pl.INT16, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [2, 5], [2, 5], target_memory=pl.Mem.Vec)
        gather_idx_i32: pl.Tile[[2, 5], pl.INT32, pl.Mem.Vec] = pl.tile.cast(gather_idx, target_type=pl.INT32, mode='none')
        gather_ci_rows: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
        gather_row_arange: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_ci_rows, [2, 1])
        gather_row_base: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_arange, pl.const(64, pl.INT32))
        gather_flat_idx: pl.Tile[[2, 5], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(gather_idx_i32, gather_row_base)
        gather_flat_cast: pl.Tile[[2, 5], pl.INT16, pl.Mem.Vec] = pl.tile.cast(gather_flat_idx, target_type=pl.INT16, mode='none')
        gather_tmp: pl.Tile[[2, 5], pl.INT32, pl.Mem.Vec] = pl.tile.create([2, 5], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[2, 5], pl.FP16, pl.Mem.Vec] = pl.tile.gather(gather_inp, gather_flat_cast, gather_tmp)
        out__tile: pl.Tile[[2, 5], pl.FP16, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[2, 5], pl.FP16] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rank3(src: pl.Tensor[[2, 3, 16], pl.INT32], idx: pl.Tensor[[2, 3, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[2, 3, 8], pl.INT32]]) -> pl.Tensor[[2, 3, 8], pl.INT32]:
        gather_inp_raw: pl.Tile[[2, 3, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(src, [0, 0, 0], [2, 3, 16], [2, 3, 16], target_memory=pl.Mem.Vec)
        gather_inp: pl.Tile[[6, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_raw, [6, 16])
        gather_idx_raw: pl.Tile[[2, 3, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0, 0], [2, 3, 8], [2, 3, 8], target_memory=pl.Mem.Vec)
        gather_idx: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_idx_raw, [6, 8])
        gather_lin: pl.Tile[[1, 48], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 48], dtype=pl.INT32, descending=False)
        gather_lin2d: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_lin, [6, 8])
        gather_row_ids: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.divs(gather_lin2d, pl.const(8, pl.INT32))
        gather_row_base: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_ids, pl.const(16, pl.INT32))
        gather_flat_idx: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([6, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        gather_out: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather, [6, 8])
        out__tile: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = gather_out
        ret0__store: pl.Tensor[[2, 3, 8], pl.INT32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_source(a: pl.Tensor[[4, 32], pl.FP32], idx: pl.Tensor[[4, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        a__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__tile)
        half__tile: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(e__tile, [4, 16], [0, 16])
        gather_inp: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(half__tile, [4, 16], [0, 0], [4, 16])
        gather_src_alloc: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        gather_src_copy: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_src_alloc, gather_inp, [0, 0])
        gather_idx: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        gather_lin: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        gather_lin2d: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_lin, [4, 8])
        gather_row_ids: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.divs(gather_lin2d, pl.const(8, pl.INT32))
        gather_row_base: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_ids, pl.const(16, pl.INT32))
        gather_flat_idx: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[4, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([4, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_src_copy, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[4, 8], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
