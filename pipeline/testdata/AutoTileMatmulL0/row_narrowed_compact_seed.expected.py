# Expected output of AutoTileMatmulL0/row_narrowed_compact_seed (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(lhs: pl.Tensor[[64, 2048], pl.INT8], rhs: pl.Tensor[[2048, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 128], pl.INT32]]) -> pl.Tensor[[64, 128], pl.INT32]:
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
        out: pl.Tensor[[64, 128], pl.INT32] = pl.tile.store(product, [0, 0], out)
        return out
