# Expected output of ExpandMixedKernel/narrowed_acc_push_keeps_compact (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_aic(lhs: pl.Tensor[[64, 2048], pl.INT8], rhs: pl.Tensor[[2048, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        main_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_c2v_slot_buffer', peer_func='main_aiv')
        pl.system.aic_initialize_pipe(main_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=32768, slot_num=2)
        lhs_mat: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(lhs, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat)
        product_l0_init_storage: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        product_l0_init: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(product_l0_init_storage, 16, 128)
        for product_l0_ko, (product_l0_c,) in pl.pipeline(0, 2048, 256, stage=2, init_values=(product_l0_init,)):
            product_l0_a: pl.Tile[[64, 256], pl.INT8, pl.Mem.Left, pl.TileView(valid_shape=[16, 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(lhs_mat, 0, product_l0_ko, [64, 256], target_memory=pl.Mem.Left)
            product_l0_b: pl.Tile[[256, 128], pl.INT8, pl.Mem.Right] = pl.tile.extract(rhs_mat, product_l0_ko, 0, [256, 128], target_memory=pl.Mem.Right)
            if product_l0_ko == 0:
                product_l0_c_first: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(product_l0_a, product_l0_b)
                product_l0_c_phi: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.yield_(product_l0_c_first)
            else:
                product_l0_c_acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(product_l0_c, product_l0_a, product_l0_b)
                product_l0_c_phi: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.yield_(product_l0_c_acc)
            product: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.yield_(product_l0_c_phi)
        pl.tile.tpush_to_aiv(product, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_aiv(lhs: pl.Tensor[[64, 2048], pl.INT8], rhs: pl.Tensor[[2048, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        main_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_c2v_slot_buffer', size=65536, base=-1)
        pl.system.aiv_initialize_pipe(main_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=32768, slot_num=2)
        product_Vec: pl.Tile[[64, 128], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128])] = pl.tile.tpop_from_aic(split=0)
        widened: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128])] = pl.tile.cast(product_Vec, target_type=pl.FP32, mode='rint')
        pl.system.tfree_to_aic(product_Vec)
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(widened, [0, 0], out)
        return out_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(lhs: pl.Tensor[[64, 2048], pl.INT8], rhs: pl.Tensor[[2048, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.main_aic(lhs, rhs, out)
        self.main_aiv(lhs, rhs, out)
        return out
