# Expected output of ExpandMixedKernel/acc_carry_init_popped_on_aiv (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], flag: pl.Scalar[pl.INDEX]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=8, base=-1)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, kernel_v2c_slot_buffer, dir_mask=3, slot_size=4, slot_num=2)
        t: pl.Tile[[1, 1], pl.FP16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[1, 1], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[1, 1], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        pl.tile.tpush_to_aiv(acc, split=0)
        if flag < 0:
            pass
        else:
            for i in pl.range(1):
                ex_Left_mat: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                pl.system.tfree_to_aiv(ex_Left_mat)
            pl.system.bar_all()
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=8, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, kernel_v2c_slot_buffer_import, dir_mask=3, slot_size=4, slot_num=2)
        acc_Vec: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        if flag < 0:
            pass
        else:
            for i, (acc_1,) in pl.range(1, init_values=(acc_Vec,)):
                ex: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_1, 0, 0, [1, 1])
                ex_nz: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(ex, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                pl.tile.tpush_to_aic(ex_nz, split=0)
                acc_3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_1)
            pl.system.bar_all()
        pl.system.tfree_to_aic(acc_Vec)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        self.kernel_aic(out, flag)
        self.kernel_aiv(out, flag)
        return out
