# Expected output of ExpandMixedKernel/cross_core_if_result_fenced (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(n: pl.Scalar[pl.INDEX], a: pl.Tensor[[16, 16], pl.BF16], y: pl.Tensor[[16, 64], pl.BF16], io: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=8192, base=-1)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, kernel_v2c_slot_buffer, dir_mask=3, slot_size=4096, slot_num=2)
        a_mat: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[16, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, y_right)
        pl.tile.tpush_to_aiv(z, split=0)
        z_vec_fence: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(z_vec_fence)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        a_right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(a_mat, target_memory=pl.Mem.Right)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, a_right)
        io_3: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(w, [0, 0], io)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(n: pl.Scalar[pl.INDEX], a: pl.Tensor[[16, 16], pl.BF16], y: pl.Tensor[[16, 64], pl.BF16], io: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=8192, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, kernel_v2c_slot_buffer_import, dir_mask=3, slot_size=4096, slot_num=2)
        z_vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        io_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(z_vec, [0, 0], io)
        pl.tile.tpush_to_aic(z_vec, split=0)
        pl.system.tfree_to_aic(z_vec)
        return io
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], a: pl.Tensor[[16, 16], pl.BF16], y: pl.Tensor[[16, 64], pl.BF16], io: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.kernel_aic(n, a, y, io)
        result: pl.Tensor[[16, 64], pl.FP32] = self.kernel_aiv(n, a, y, io)
        return result
