# Expected output of ExpandMixedKernel/loop_exit_in_single_core_branch (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], v: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]], out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=16384, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer, dir_mask=2, slot_size=8192, slot_num=2)
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        for i in pl.range(4):
            if i == n:
                x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
                y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
                z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
                pl.tile.store(z, [0, 0], out_a)
                break
            if i == 2:
                continue
            w_mat: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            pl.system.tfree_to_aiv(w_mat)
            for k in pl.range(2):
                if k == n:
                    break
                x_left_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
                y_right_1: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
                z_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left_1, y_right_1)
                pl.tile.store(z_1, [0, 0], out_a)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], v: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]], out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]]):
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer_import, dir_mask=2, slot_size=8192, slot_num=2)
        for i in pl.range(4):
            if i == n:
                break
            if i == 2:
                f: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=1.0)
                pl.tile.store(f, [8, 0], out_b)
                continue
            w: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(v, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            w_nz: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(w, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(w_nz, split=0)
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], v: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]], out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]]):
        self.kernel_aic(x, y, v, n, out_a, out_b)
        self.kernel_aiv(x, y, v, n, out_a, out_b)
