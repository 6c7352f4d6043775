# Expected output of AutoTileMatmulL0/full_k_grid_held_lhs: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[192, 128], pl.BF16], b: pl.Tensor[[128, 560], pl.BF16], out: pl.Out[pl.Tensor[[192, 560], pl.FP32]]) -> pl.Tensor[[192, 560], pl.FP32]:
        a_mat: pl.Tile[[192, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [192, 128], [192, 128], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[128, 560], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 560], [128, 560], target_memory=pl.Mem.Mat)
        for c_o, (c_oc,) in pl.range(0, 192, 192, init_values=(out,)):
            c_a: pl.Tile[[192, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, c_o, 0, [192, 128], target_memory=pl.Mem.Left)
            for c_i, (c_ic,) in pl.pipeline(0, 512, 128, stage=2, init_values=(c_oc,), attrs={"pipeline_overlap_stores": False}):
                c_b: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat, 0, c_i, [128, 128], target_memory=pl.Mem.Right)
                c_c: pl.Tile[[192, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_a, c_b)
                out_t0: pl.Tensor[[192, 560], pl.FP32] = pl.tile.store(c_c, [c_o, c_i], c_ic)
                c_irv: pl.Tensor[[192, 560], pl.FP32] = pl.yield_(out_t0)
            c_orv: pl.Tensor[[192, 560], pl.FP32] = pl.yield_(c_irv)
        c_ta1: pl.Tile[[192, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, 0, [192, 128], target_memory=pl.Mem.Left)
        c_tb1: pl.Tile[[128, 48], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat, 0, 512, [128, 48], target_memory=pl.Mem.Right)
        c_tc1: pl.Tile[[192, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_ta1, c_tb1)
        out_t1: pl.Tensor[[192, 560], pl.FP32] = pl.tile.store(c_tc1, [0, 512], c_orv)
        return out_t1
