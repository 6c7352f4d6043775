# Expected output of ExpandMixedKernel/bidirectional_left_post_move (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.FP16], y: pl.Tensor[[128, 128], pl.FP16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=16384, base=-1)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, kernel_v2c_slot_buffer, dir_mask=3, slot_size=8192, slot_num=2)
        e_left_mat: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        e_left: pl.Tile[[16, 128], pl.FP16, pl.Mem.Left] = pl.tile.move(e_left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(e_left_mat)
        y_mat: pl.Tile[[128, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        y_right: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(e_left, y_right)
        pl.tile.tpush_to_aiv(z, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.FP16], y: pl.Tensor[[128, 128], pl.FP16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, kernel_v2c_slot_buffer_import, dir_mask=3, slot_size=8192, slot_num=2)
        x_vec: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.exp(x_vec)
        pl.tile.tpush_to_aic(e, split=0)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        pl.system.tfree_to_aic(z_vec)
        return out_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP16], y: pl.Tensor[[128, 128], pl.FP16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        self.kernel_aic(x, y, out_0)
        self.kernel_aiv(x, y, out_0)
        return out_0
