# Expected output of ExpandMixedKernel/a5_push_as_is (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        la: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(t, rows, 16)
        la_Left: pl.Tile[[64, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[rows, 16], compact=pl.CompactMode.normal)] = pl.tile.move(la, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(la_Left, r_Right)
        lb: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[50, 16])] = pl.tile.set_validshape(t, 50, 16)
        lb_Left: pl.Tile[[64, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[50, 16], compact=pl.CompactMode.normal)] = pl.tile.move(lb, target_memory=pl.Mem.Left)
        b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[50, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(lb_Left, r_Right)
        pl.tile.tpush_to_aiv(a, split=0)
        pl.tile.tpush_to_aiv(b, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        va: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64])] = pl.tile.tpop_from_aic(split=0)
        vb: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[50, 64])] = pl.tile.tpop_from_aic(split=0)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(va, [0, 0], out)
        pl.system.tfree_to_aic(va)
        o_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(vb, [0, 0], out_1)
        pl.system.tfree_to_aic(vb)
        return o, o_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        self.kernel_aic(x, x_1, rows, out, out_1)
        self.kernel_aiv(x, x_1, rows, out, out_1)
        return out, out_1
