# Expected output of ExpandMixedKernel/dead_carry_read_by_kept_yield (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=8, base=-1)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, kernel_v2c_slot_buffer, dir_mask=3, slot_size=4, slot_num=2)
        c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        pl.tile.tpush_to_aiv(c, split=0)
        for i in pl.range(1, 0, -2):
            pass
        c_4_Left_mat: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(c_4_Left_mat)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=8, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, kernel_v2c_slot_buffer_import, dir_mask=3, slot_size=4, slot_num=2)
        mv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (c_1, c_3) in pl.range(1, 0, -2, init_values=(mv, mv)):
            c_4, c_6 = pl.yield_(c_3, c_3)
        pl.system.tfree_to_aic(mv)
        pl.tile.tpush_to_aic(c_4, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        self.kernel_aic(out)
        self.kernel_aiv(out)
        return out
