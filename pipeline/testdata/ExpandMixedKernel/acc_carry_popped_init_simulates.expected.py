# Expected output of ExpandMixedKernel/acc_carry_popped_init_simulates (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], flag: pl.Scalar[pl.INT64], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        pl.tile.tpush_to_aiv(acc, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], flag: pl.Scalar[pl.INT64], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=2048, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        acc_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        if flag < 0:
            o: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(out)
        else:
            for i, (acc_1, q) in pl.range(2, init_values=(acc_Vec, out)):
                ex: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_1, 0, 0, [16, 16])
                q_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ex, [0, 0], q)
                acc_3, q_3 = pl.yield_(acc_1, q_1)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(q_3)
        pl.system.tfree_to_aic(acc_Vec)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], flag: pl.Scalar[pl.INT64], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.kernel_aic(a, b, flag, out)
        result: pl.Tensor[[16, 16], pl.FP32] = self.kernel_aiv(a, b, flag, out)
        return result
