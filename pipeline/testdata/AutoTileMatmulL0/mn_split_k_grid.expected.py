# Expected output of AutoTileMatmulL0/mn_split_k_grid: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[256, 512], pl.FP16], b: pl.Tensor[[512, 256], pl.FP16], out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a_mat: pl.Tile[[256, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 256], [512, 256], target_memory=pl.Mem.Mat)
        c_t0_l0_init: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_t0_l0_ko, (c_t0_l0_c,) in pl.pipeline(0, 512, 64, stage=2, init_values=(c_t0_l0_init,)):
            c_t0_l0_a: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, c_t0_l0_ko, [128, 64], target_memory=pl.Mem.Left)
            c_t0_l0_b: pl.Tile[[64, 256], pl.FP16, pl.Mem.Right] = pl.tile.extract(b_mat, c_t0_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if c_t0_l0_ko == 0:
                c_t0_l0_c_first: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_t0_l0_a, c_t0_l0_b)
                c_t0_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_first)
            else:
                c_t0_l0_c_acc: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_t0_l0_c, c_t0_l0_a, c_t0_l0_b)
                c_t0_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_acc)
            c_t0: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_phi)
        out_t0: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c_t0, [0, 0], out)
        c_t1_l0_init: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_t1_l0_ko, (c_t1_l0_c,) in pl.pipeline(0, 512, 64, stage=2, init_values=(c_t1_l0_init,)):
            c_t1_l0_a: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 128, c_t1_l0_ko, [128, 64], target_memory=pl.Mem.Left)
            c_t1_l0_b: pl.Tile[[64, 256], pl.FP16, pl.Mem.Right] = pl.tile.extract(b_mat, c_t1_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if c_t1_l0_ko == 0:
                c_t1_l0_c_first: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_t1_l0_a, c_t1_l0_b)
                c_t1_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_first)
            else:
                c_t1_l0_c_acc: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_t1_l0_c, c_t1_l0_a, c_t1_l0_b)
                c_t1_l0_c_phi: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_acc)
            c_t1: pl.Tile[[128, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_phi)
        out_t1: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c_t1, [128, 0], out_t0)
        return out_t1
