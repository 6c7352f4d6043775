# Expected output of ExpandMixedKernel/loop_boundary_carry_stripped (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i in pl.range(4):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            pl.tile.tpush_to_aiv(acc, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i, (o,) in pl.range(4, init_values=(out_0,)):
            acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(acc_vec)
            pl.system.tfree_to_aic(acc_vec)
            o2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r, [i * 16, 0], o)
            o3: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(o2)
        return o3
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 128], pl.BF16], w: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.kernel_aic(a, w, out_0)
        self.kernel_aiv(a, w, out_0)
        return out_0
