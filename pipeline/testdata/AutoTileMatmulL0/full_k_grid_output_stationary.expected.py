# Expected output of AutoTileMatmulL0/full_k_grid_output_stationary: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bf16(a: pl.Tensor[[112, 96], pl.BF16], b: pl.Tensor[[96, 640], pl.BF16], out: pl.Out[pl.Tensor[[112, 640], pl.FP32]]) -> pl.Tensor[[112, 640], pl.FP32]:
        a_mat: pl.Tile[[112, 96], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [112, 96], [112, 96], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[96, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [96, 640], [96, 640], target_memory=pl.Mem.Mat)
        for c_o, (c_oc,) in pl.pipeline(0, 112, 112, stage=2, init_values=(out,), attrs={"pipeline_overlap_stores": False}):
            c_a: pl.Tile[[112, 96], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, c_o, 0, [112, 96], target_memory=pl.Mem.Left)
            for c_i, (c_ic,) in pl.pipeline(0, 640, 128, stage=2, init_values=(c_oc,), attrs={"pipeline_overlap_stores": False}):
                c_b: pl.Tile[[96, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat, 0, c_i, [96, 128], target_memory=pl.Mem.Right)
                c_c: pl.Tile[[112, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_a, c_b)
                out_t0: pl.Tensor[[112, 640], pl.FP32] = pl.tile.store(c_c, [c_o, c_i], c_ic)
                c_irv: pl.Tensor[[112, 640], pl.FP32] = pl.yield_(out_t0)
            c_orv: pl.Tensor[[112, 640], pl.FP32] = pl.yield_(c_irv)
        return c_orv
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def int8(a: pl.Tensor[[80, 64], pl.INT8], b: pl.Tensor[[64, 80], pl.INT8], out: pl.Out[pl.Tensor[[80, 80], pl.INT32]]) -> pl.Tensor[[80, 80], pl.INT32]:
        a_mat: pl.Tile[[80, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [80, 64], [80, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 80], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 80], [64, 80], target_memory=pl.Mem.Mat)
        for c_o, (c_oc,) in pl.pipeline(0, 80, 80, stage=2, init_values=(out,), attrs={"pipeline_overlap_stores": False}):
            c_a: pl.Tile[[80, 64], pl.INT8, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, c_o, 0, [80, 64], target_memory=pl.Mem.Left)
            for c_i, (c_ic,) in pl.pipeline(0, 64, 64, stage=2, init_values=(c_oc,), attrs={"pipeline_overlap_stores": False}):
                c_b: pl.Tile[[64, 64], pl.INT8, pl.Mem.Right] = pl.tile.extract(b_mat, 0, c_i, [64, 64], target_memory=pl.Mem.Right)
                c_c: pl.Tile[[80, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(c_a, c_b)
                out_t0: pl.Tensor[[80, 80], pl.INT32] = pl.tile.store(c_c, [c_o, c_i], c_ic)
                c_irv: pl.Tensor[[80, 80], pl.INT32] = pl.yield_(out_t0)
            c_orv: pl.Tensor[[80, 80], pl.INT32] = pl.yield_(c_irv)
        c_ta1: pl.Tile[[80, 64], pl.INT8, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, 0, [80, 64], target_memory=pl.Mem.Left)
        c_tb1: pl.Tile[[64, 16], pl.INT8, pl.Mem.Right] = pl.tile.extract(b_mat, 0, 64, [64, 16], target_memory=pl.Mem.Right)
        c_tc1: pl.Tile[[80, 16], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(c_ta1, c_tb1)
        out_t1: pl.Tensor[[80, 80], pl.INT32] = pl.tile.store(c_tc1, [0, 64], c_orv)
        return out_t1
