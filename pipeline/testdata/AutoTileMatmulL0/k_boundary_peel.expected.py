# Expected output of AutoTileMatmulL0/k_boundary_peel: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fp16(a: pl.Tensor[[32, 1136], pl.FP16], b: pl.Tensor[[1136, 48], pl.FP16], out: pl.Out[pl.Tensor[[32, 48], pl.FP32]]) -> pl.Tensor[[32, 48], pl.FP32]:
        a_mat: pl.Tile[[32, 1136], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 1136], [32, 1136], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1136, 48], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [1136, 48], [1136, 48], target_memory=pl.Mem.Mat)
        c_l0_init: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 48], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_l0_ko, (c_l0_c,) in pl.pipeline(0, 864, 288, stage=2, init_values=(c_l0_init,)):
            c_l0_a: pl.Tile[[32, 288], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, c_l0_ko, [32, 288], target_memory=pl.Mem.Left)
            c_l0_b: pl.Tile[[288, 48], pl.FP16, pl.Mem.Right] = pl.tile.extract(b_mat, c_l0_ko, 0, [288, 48], target_memory=pl.Mem.Right)
            if c_l0_ko == 0:
                c_l0_c_first: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_first)
            else:
                c_l0_c_acc: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_l0_c, c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_acc)
            c_l0_kmain: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_phi)
        c_l0_at: pl.Tile[[32, 272], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, 864, [32, 272], target_memory=pl.Mem.Left)
        c_l0_bt: pl.Tile[[272, 48], pl.FP16, pl.Mem.Right] = pl.tile.extract(b_mat, 864, 0, [272, 48], target_memory=pl.Mem.Right)
        c_l0_ct: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_l0_kmain, c_l0_at, c_l0_bt)
        out: pl.Tensor[[32, 48], pl.FP32] = pl.tile.store(c_l0_ct, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fp32(a: pl.Tensor[[128, 1008], pl.FP32], b: pl.Tensor[[1008, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        a_mat: pl.Tile[[128, 1008], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 1008], [128, 1008], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1008, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [1008, 64], [1008, 64], target_memory=pl.Mem.Mat)
        c_l0_init: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_l0_ko, (c_l0_c,) in pl.pipeline(0, 960, 64, stage=2, init_values=(c_l0_init,)):
            c_l0_a: pl.Tile[[128, 64], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, c_l0_ko, [128, 64], target_memory=pl.Mem.Left)
            c_l0_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.extract(b_mat, c_l0_ko, 0, [64, 64], target_memory=pl.Mem.Right)
            if c_l0_ko == 0:
                c_l0_c_first: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_first)
            else:
                c_l0_c_acc: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_l0_c, c_l0_a, c_l0_b)
                c_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_acc)
            c_l0_kmain: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_l0_c_phi)
        c_l0_at: pl.Tile[[128, 48], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, 960, [128, 48], target_memory=pl.Mem.Left)
        c_l0_bt: pl.Tile[[48, 64], pl.FP32, pl.Mem.Right] = pl.tile.extract(b_mat, 960, 0, [48, 64], target_memory=pl.Mem.Right)
        c_l0_ct: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_l0_kmain, c_l0_at, c_l0_bt)
        out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(c_l0_ct, [0, 0], out)
        return out
