# Expected output of AutoTileMatmulL0/col_narrowed_not_compact (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[64, 1024], pl.FP16], b: pl.Tensor[[1024, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a_mat: pl.Tile[[64, 1024], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 1024], [64, 1024], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1024, 128], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[1024, 96])] = pl.tile.load(b, [0, 0], [1024, 128], [1024, 96], target_memory=pl.Mem.Mat)
        c_l0_init_storage: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        c_l0_init: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.tile.set_validshape(c_l0_init_storage, 64, 96)
        for c_l0_ko, (c_l0_c,) in pl.pipeline(0, 1024, 128, stage=2, init_values=(c_l0_init,)):
            c_l0_a: pl.Tile[[64, 128], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, c_l0_ko, [64, 128], target_memory=pl.Mem.Left)
            c_l0_b: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right, pl.TileView(valid_shape=[128, 96], compact=pl.CompactMode.normal)] = pl.tile.extract(b_mat, c_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            if c_l0_ko == 0:
                c_l0_c_first: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.tile.matmul(c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.yield_(c_l0_c_first)
            else:
                c_l0_c_acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.tile.matmul_acc(c_l0_c, c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.yield_(c_l0_c_acc)
            c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.yield_(c_l0_c_phi)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out
