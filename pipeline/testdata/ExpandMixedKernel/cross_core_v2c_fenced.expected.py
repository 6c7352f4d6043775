# Expected output of ExpandMixedKernel/cross_core_v2c_fenced (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[128, 128], pl.FP32], io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=16384, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer, dir_mask=2, slot_size=8192, slot_num=2)
        e_fence: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(e_fence)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.FIX, event_id=0)
        a_mat: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(io, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[16, 128], pl.FP32, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, y_right)
        io_2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], io)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[128, 128], pl.FP32], io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer_import, dir_mask=2, slot_size=8192, slot_num=2)
        xv: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(xv)
        io_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], io)
        e_nz: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(e, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.tile.tpush_to_aic(e_nz, split=0)
        return io
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[128, 128], pl.FP32], io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        self.kernel_aic(x, y, io)
        self.kernel_aiv(x, y, io)
        return io
