# Expected output of AutoTileMatmulL0/mat_scratch_chain: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[256, 64], pl.FP32], b: pl.Tensor[[64, 384], pl.FP32], d: pl.Tensor[[384, 32], pl.FP32], out: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        a_mat: pl.Tile[[256, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 384], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 384], [64, 384], target_memory=pl.Mem.Mat)
        d_mat: pl.Tile[[384, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(d, [0, 0], [384, 32], [384, 32], target_memory=pl.Mem.Mat)
        c_mat: pl.Tile[[256, 384], pl.FP32, pl.Mem.Mat] = pl.tile.create([256, 384], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        c_t0_l0_init: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 384], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_t0_l0_ko, (c_t0_l0_c,) in pl.pipeline(0, 64, 16, stage=2, init_values=(c_t0_l0_init,)):
            c_t0_l0_a: pl.Tile[[128, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, c_t0_l0_ko, [128, 16], target_memory=pl.Mem.Left)
            c_t0_l0_b: pl.Tile[[16, 384], pl.FP32, pl.Mem.Right] = pl.tile.extract(b_mat, c_t0_l0_ko, 0, [16, 384], target_memory=pl.Mem.Right)
            if c_t0_l0_ko == 0:
                c_t0_l0_c_first: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_t0_l0_a, c_t0_l0_b)
                c_t0_l0_c_phi: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_first)
            else:
                c_t0_l0_c_acc: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_t0_l0_c, c_t0_l0_a, c_t0_l0_b)
                c_t0_l0_c_phi: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_acc)
            c_t0: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t0_l0_c_phi)
        c_mat_t0: pl.Tile[[256, 384], pl.FP32, pl.Mem.Mat] = pl.tile.assemble(c_mat, c_t0, [0, 0])
        c_t1_l0_init: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 384], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for c_t1_l0_ko, (c_t1_l0_c,) in pl.pipeline(0, 64, 16, stage=2, init_values=(c_t1_l0_init,)):
            c_t1_l0_a: pl.Tile[[128, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 128, c_t1_l0_ko, [128, 16], target_memory=pl.Mem.Left)
            c_t1_l0_b: pl.Tile[[16, 384], pl.FP32, pl.Mem.Right] = pl.tile.extract(b_mat, c_t1_l0_ko, 0, [16, 384], target_memory=pl.Mem.Right)
            if c_t1_l0_ko == 0:
                c_t1_l0_c_first: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_t1_l0_a, c_t1_l0_b)
                c_t1_l0_c_phi: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_first)
            else:
                c_t1_l0_c_acc: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_t1_l0_c, c_t1_l0_a, c_t1_l0_b)
                c_t1_l0_c_phi: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_acc)
            c_t1: pl.Tile[[128, 384], pl.FP32, pl.Mem.Acc] = pl.yield_(c_t1_l0_c_phi)
        c_mat_t1: pl.Tile[[256, 384], pl.FP32, pl.Mem.Mat] = pl.tile.assemble(c_mat_t0, c_t1, [128, 0])
        e_l0_init: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([256, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for e_l0_ko, (e_l0_c,) in pl.pipeline(0, 384, 32, stage=2, init_values=(e_l0_init,)):
            e_l0_a: pl.Tile[[256, 32], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(c_mat_t1, 0, e_l0_ko, [256, 32], target_memory=pl.Mem.Left)
            e_l0_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Right] = pl.tile.extract(d_mat, e_l0_ko, 0, [32, 32], target_memory=pl.Mem.Right)
            if e_l0_ko == 0:
                e_l0_c_first: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(e_l0_a, e_l0_b)
                e_l0_c_phi: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(e_l0_c_first)
            else:
                e_l0_c_acc: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(e_l0_c, e_l0_a, e_l0_b)
                e_l0_c_phi: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(e_l0_c_acc)
            e: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(e_l0_c_phi)
        out: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
