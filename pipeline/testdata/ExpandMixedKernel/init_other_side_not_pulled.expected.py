# Expected output of ExpandMixedKernel/init_other_side_not_pulled (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(z: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=65536, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer, dir_mask=2, slot_size=32768, slot_num=2)
        zv_fence: pl.Tile[[64, 128], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(zv_fence)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(2, init_values=(out_0,)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            o2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [i * 16, 0], o)
            o3: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(o2)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(z: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer_import, dir_mask=2, slot_size=32768, slot_num=2)
        zv: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        o0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(zv, [0, 0], out_0)
        pl.tile.tpush_to_aic(zv, split=0)
        return out_0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(z: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.kernel_aic(z, a, w, out_0)
        self.kernel_aiv(z, a, w, out_0)
        return out_0
