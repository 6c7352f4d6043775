# Expected output of ExpandMixedKernel/tfree_pop_order (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 16], pl.FP16], y: pl.Tensor[[16, 16], pl.FP16], z: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        kernel_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_v2c_slot_buffer', size=1536, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer, dir_mask=2, slot_size=512, slot_num=3)
        a_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        b_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        c_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        b_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(b_m, target_memory=pl.Mem.Left)
        c_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(c_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(b_l, c_r)
        a_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(a_m, target_memory=pl.Mem.Right)
        pl.system.tfree_to_aiv(a_m)
        pl.system.tfree_to_aiv(b_m)
        pl.system.tfree_to_aiv(c_m)
        q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p, b_l, a_r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(q, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 16], pl.FP16], y: pl.Tensor[[16, 16], pl.FP16], z: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        kernel_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_v2c_slot_buffer', peer_func='kernel_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), kernel_v2c_slot_buffer_import, dir_mask=2, slot_size=512, slot_num=3)
        a_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        c_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        a_v_nz: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(a_v, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.tile.tpush_to_aic(a_v_nz, split=0)
        b_v_nz: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(b_v, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.tile.tpush_to_aic(b_v_nz, split=0)
        c_v_nz: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c_v, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.tile.tpush_to_aic(c_v_nz, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], y: pl.Tensor[[16, 16], pl.FP16], z: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.kernel_aic(x, y, z, out)
        self.kernel_aiv(x, y, z, out)
        return out
