# The pinned PyPTO's convert_tensor_to_tile_ops output for gather_outer_axes.before.py.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def axis0(src: pl.Tensor[[4, 2, 8], pl.FP32], idx: pl.Tensor[[3, 2, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[3, 2, 8], pl.FP32]]) -> pl.Tensor[[3, 2, 8], pl.FP32]:
        gather_range: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 8], dtype=pl.INT32)
        gather_main_acc_init: pl.Tile[[6, 8], pl.FP32, pl.Mem.Vec] = pl.tile.create([6, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_main_lv, (gather_main_ia,) in pl.range(6, init_values=(gather_main_acc_init,)):
            gather_inp_raw: pl.Tile[[4, 1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, gather_main_lv % 2, 0], [4, 1, 8], [4, 1, 8], target_memory=pl.Mem.Vec)
            gather_inp_2d: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_raw, [4, 8])
            gather_inp_flat: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_2d, [1, 32])
            gather_idx_raw: pl.Tile[[1, 1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [gather_main_lv // 2, gather_main_lv % 2, 0], [1, 1, 8], [1, 1, 8], target_memory=pl.Mem.Vec)
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_idx_raw, [1, 8])
            gather_idx_s: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_idx_row, pl.const(8, pl.INT32))
            gather_fidx: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx_s, gather_range)
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_flat, gather_fidx, gather_row_tmp)
            gather_main_asmbl: pl.Tile[[6, 8], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_main_ia, gather_row, [gather_main_lv, 0])
            gather_main_rv: pl.Tile[[6, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_main_asmbl)
        gather_out: pl.Tile[[6, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_main_rv, [6, 8])
        out__tile: pl.Tile[[6, 8], pl.FP32, pl.Mem.Vec] = gather_out
        ret0__store: pl.Tensor[[3, 2, 8], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def axis1(src: pl.Tensor[[2, 6, 8], pl.INT32], idx: pl.Tensor[[2, 3, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[2, 3, 8], pl.INT32]]) -> pl.Tensor[[2, 3, 8], pl.INT32]:
        gather_range: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 8], dtype=pl.INT32)
        gather_main_acc_init: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([6, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        for gather_main_lv, (gather_main_ia,) in pl.range(6, init_values=(gather_main_acc_init,)):
            gather_inp_raw: pl.Tile[[1, 6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(src, [gather_main_lv // 3, 0, 0], [1, 6, 8], [1, 6, 8], target_memory=pl.Mem.Vec)
            gather_inp_2d: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_raw, [6, 8])
            gather_inp_flat: pl.Tile[[1, 48], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_2d, [1, 48])
            gather_idx_raw: pl.Tile[[1, 1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [gather_main_lv // 3, gather_main_lv % 3, 0], [1, 1, 8], [1, 1, 8], target_memory=pl.Mem.Vec)
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_idx_raw, [1, 8])
            gather_idx_s: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_idx_row, pl.const(8, pl.INT32))
            gather_fidx: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx_s, gather_range)
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.gather(gather_inp_flat, gather_fidx, gather_row_tmp)
            gather_main_asmbl: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.assemble(gather_main_ia, gather_row, [gather_main_lv, 0])
            gather_main_rv: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.yield_(gather_main_asmbl)
        gather_out: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_main_rv, [6, 8])
        out__tile: pl.Tile[[6, 8], pl.INT32, pl.Mem.Vec] = gather_out
        ret0__store: pl.Tensor[[2, 3, 8], pl.INT32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
