# Expected output of ExpandMixedKernel/a5_push_window_full_rows (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[64, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, r_Right)
        n: pl.Scalar[pl.INDEX] = pl.min(rows, 16)
        s0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 64], [16, 0])
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[n, 64])] = pl.tile.set_validshape(s0, n, 64)
        sl_push: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.set_validshape(sl, 16, 64)
        pl.tile.tpush_to_aiv(sl_push, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=8192, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        n: pl.Scalar[pl.INDEX] = pl.min(rows, 16)
        v_full: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 64])] = pl.tile.set_validshape(v_full, n, 64)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(v, [0, 0], out)
        pl.system.tfree_to_aic(v_full)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.kernel_aic(x, x_1, rows, out)
        self.kernel_aiv(x, x_1, rows, out)
        return out
