# Expected output of ConvertTensorToTileOps/gather_per_row: the pinned PyPTO's convert_tensor_to_tile_ops output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def nested(src: pl.Tensor[[2, 4, 16], pl.FP16], idx: pl.Tensor[[2, 2, 16], pl.INT16], ret0__out: pl.Out[pl.Tensor[[2, 2, 16], pl.FP16]]) -> pl.Tensor[[2, 2, 16], pl.FP16]:
        gather_outer_acc_init: pl.Tile[[2, 32], pl.FP16, pl.Mem.Vec] = pl.tile.create([2, 32], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        for gather_outer_lv, (gather_outer_ia,) in pl.range(2, init_values=(gather_outer_acc_init,)):
            gather_inner_acc_init: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.create([2, 16], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            for gather_inner_lv, (gather_inner_ia,) in pl.range(2, init_values=(gather_inner_acc_init,)):
                gather_inp_raw: pl.Tile[[1, 1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [gather_outer_lv, gather_inner_lv, 0], [1, 1, 16], [1, 1, 16], target_memory=pl.Mem.Vec)
                gather_inp_row: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(gather_inp_raw, [1, 16])
                gather_idx_raw: pl.Tile[[1, 1, 16], pl.INT16, pl.Mem.Vec] = pl.tile.load(idx, [gather_outer_lv, gather_inner_lv, 0], [1, 1, 16], [1, 1, 16], target_memory=pl.Mem.Vec)
                gather_idx_row: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec] = pl.tile.reshape(gather_idx_raw, [1, 16])
                gather_row_tmp: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 16], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_inner_asmbl: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.assemble(gather_inner_ia, gather_row, [gather_inner_lv, 0])
                gather_inner_rv: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.yield_(gather_inner_asmbl)
            gather_inner_flat: pl.Tile[[1, 32], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(gather_inner_rv, [1, 32])
            gather_outer_asmbl: pl.Tile[[2, 32], pl.FP16, pl.Mem.Vec] = pl.tile.assemble(gather_outer_ia, gather_inner_flat, [gather_outer_lv, 0])
            gather_outer_rv: pl.Tile[[2, 32], pl.FP16, pl.Mem.Vec] = pl.yield_(gather_outer_asmbl)
        gather_out: pl.Tile[[4, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(gather_outer_rv, [4, 16])
        out__tile: pl.Tile[[4, 16], pl.FP16, pl.Mem.Vec] = gather_out
        ret0__store: pl.Tensor[[2, 2, 16], pl.FP16] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(src: pl.Tensor[[4, 32], pl.FP32], idx: pl.Tensor[[3, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[3, 8], pl.FP32]]) -> pl.Tensor[[3, 8], pl.FP32]:
        idx__tile: pl.Tile[[3, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [3, 8], [3, 8], target_memory=pl.Mem.Vec)
        k__tile: pl.Tile[[3, 8], pl.INT32, pl.Mem.Vec] = pl.tile.adds(idx__tile, pl.const(1, pl.INT32))
        gather_acc_init: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = pl.tile.create([3, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(3, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [gather_lv, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.slice(k__tile, [1, 8], [gather_lv, 0], [1, 8])
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_asmbl)
        out__tile: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = gather_rv
        ret0__store: pl.Tensor[[3, 8], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
