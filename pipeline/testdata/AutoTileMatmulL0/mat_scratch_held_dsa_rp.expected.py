# Expected output of AutoTileMatmulL0/mat_scratch_held_dsa_rp: the pinned PyPTO's, under memory_planner=DSA_RP.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(p: pl.Tensor[[192, 64], pl.FP32], q: pl.Tensor[[64, 256], pl.FP32], r: pl.Tensor[[256, 16], pl.FP32], z: pl.Out[pl.Tensor[[192, 16], pl.FP32]]) -> pl.Tensor[[192, 16], pl.FP32]:
        p_mat: pl.Tile[[192, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(p, [0, 0], [192, 64], [192, 64], target_memory=pl.Mem.Mat)
        q_mat: pl.Tile[[64, 256], pl.FP32, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        r_mat: pl.Tile[[256, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(r, [0, 0], [256, 16], [256, 16], target_memory=pl.Mem.Mat)
        pq_mat: pl.Tile[[192, 256], pl.FP32, pl.Mem.Mat] = pl.tile.create([192, 256], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        for pq_o, (pq_oc,) in pl.pipeline(0, 256, 64, stage=2, init_values=(pq_mat,), attrs={"pipeline_overlap_stores": False}):
            pq_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.extract(q_mat, 0, pq_o, [64, 64], target_memory=pl.Mem.Right)
            for pq_i, (pq_ic,) in pl.pipeline(0, 192, 48, stage=2, init_values=(pq_oc,), attrs={"pipeline_overlap_stores": False, "pipeline_double_buffer_c": True}):
                pq_a: pl.Tile[[48, 64], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(p_mat, pq_i, 0, [48, 64], target_memory=pl.Mem.Left)
                pq_c: pl.Tile[[48, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pq_a, pq_b)
                pq_mat_t0: pl.Tile[[192, 256], pl.FP32, pl.Mem.Mat] = pl.tile.assemble(pq_ic, pq_c, [pq_i, pq_o])
                pq_irv: pl.Tile[[192, 256], pl.FP32, pl.Mem.Mat] = pl.yield_(pq_mat_t0)
            pq_orv: pl.Tile[[192, 256], pl.FP32, pl.Mem.Mat] = pl.yield_(pq_irv)
        for s_o, (s_oc,) in pl.pipeline(0, 16, 16, stage=2, init_values=(z,), attrs={"pipeline_overlap_stores": False}):
            s_b: pl.Tile[[256, 16], pl.FP32, pl.Mem.Right] = pl.tile.extract(r_mat, 0, s_o, [256, 16], target_memory=pl.Mem.Right)
            for s_i, (s_ic,) in pl.pipeline(0, 192, 32, stage=2, init_values=(s_oc,), attrs={"pipeline_overlap_stores": False, "pipeline_double_buffer_c": True}):
                s_a: pl.Tile[[32, 256], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(pq_orv, s_i, 0, [32, 256], target_memory=pl.Mem.Left)
                s_c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(s_a, s_b)
                z_t0: pl.Tensor[[192, 16], pl.FP32] = pl.tile.store(s_c, [s_i, s_o], s_ic)
                s_irv: pl.Tensor[[192, 16], pl.FP32] = pl.yield_(z_t0)
            s_orv: pl.Tensor[[192, 16], pl.FP32] = pl.yield_(s_irv)
        return s_orv
