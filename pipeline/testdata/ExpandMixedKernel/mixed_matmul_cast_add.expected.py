# Expected output of ExpandMixedKernel/mixed_matmul_cast_add (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], bias: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]):
        kernel_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='kernel_c2v_slot_buffer', peer_func='kernel_aiv')
        pl.system.aic_initialize_pipe(kernel_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_tile_Left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        y_tile_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_tile_Left, y_tile_Right)
        pl.tile.tpush_to_aiv(z, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], bias: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        kernel_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='kernel_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(kernel_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        z_Vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        zb: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z_Vec, target_type=pl.BF16, mode='rint')
        pl.system.tfree_to_aic(z_Vec)
        b_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(bias, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        w: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.add(zb, b_tile)
        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(w, [0, 0], out_0)
        return out_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], bias: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        self.kernel_aic(x, y, bias, out_0)
        self.kernel_aiv(x, y, bias, out_0)
        return out_0
