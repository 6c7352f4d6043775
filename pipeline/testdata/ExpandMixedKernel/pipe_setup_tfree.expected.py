# Expected output of ExpandMixedKernel/pipe_setup_tfree: the pinned PyPTO's expand_mixed_kernel output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]):
        pl.func_attr({"slot_num": 4})
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=16384, base=-1)
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, kernel_v2c_slot_buffer, dir_mask=3, slot_size=4096, slot_num=4)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i in pl.range(2):
            e_left_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            e_left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(e_left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.system.tfree_to_aiv(e_left_mat)
            c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(e_left, w_right)
            pl.tile.tpush_to_aiv(c, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.func_attr({"slot_num": 4})
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, kernel_v2c_slot_buffer_import, dir_mask=3, slot_size=4096, slot_num=4)
        for i, (o,) in pl.range(2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t)
            e_nz: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(e, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(e_nz, split=0)
            c_vec: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            c2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(c_vec, c_vec)
            pl.system.tfree_to_aic(c_vec)
            o2: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c2, [0, 0], o)
            r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(o2)
        return r
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.func_attr({"slot_num": 4})
        self.kernel_aic(a, w, out)
        self.kernel_aiv(a, w, out)
        return out
