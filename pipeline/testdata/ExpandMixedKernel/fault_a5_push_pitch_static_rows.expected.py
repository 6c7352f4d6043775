# Expected output of ExpandMixedKernel/fault_a5_push_pitch_static_rows (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        l: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[64, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[16, 16], compact=pl.CompactMode.normal)] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_Left, r_Right)
        pl.tile.tpush_to_aiv(acc, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        mv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.tpop_from_aic(split=0)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        pl.system.tfree_to_aic(mv)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.kernel_aic(x, x_1, out)
        self.kernel_aiv(x, x_1, out)
        return out
