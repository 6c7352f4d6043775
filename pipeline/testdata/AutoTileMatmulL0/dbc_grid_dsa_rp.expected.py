# Expected output of AutoTileMatmulL0/dbc_grid_dsa_rp: the pinned PyPTO's, under memory_planner=DSA_RP.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[160, 64], pl.FP16], w: pl.Tensor[[64, 512], pl.FP16], y: pl.Out[pl.Tensor[[160, 512], pl.FP32]]) -> pl.Tensor[[160, 512], pl.FP32]:
        x_mat: pl.Tile[[160, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [160, 64], [160, 64], target_memory=pl.Mem.Mat)
        w_mat: pl.Tile[[64, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        for acc_o, (acc_oc,) in pl.pipeline(0, 160, 160, stage=2, init_values=(y,), attrs={"pipeline_overlap_stores": False}):
            acc_a: pl.Tile[[160, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_mat, acc_o, 0, [160, 64], target_memory=pl.Mem.Left)
            for acc_i, (acc_ic,) in pl.pipeline(0, 512, 128, stage=2, init_values=(acc_oc,), attrs={"pipeline_overlap_stores": False, "pipeline_double_buffer_c": True}):
                acc_b: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.extract(w_mat, 0, acc_i, [64, 128], target_memory=pl.Mem.Right)
                acc_c: pl.Tile[[160, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc_a, acc_b)
                y_t0: pl.Tensor[[160, 512], pl.FP32] = pl.tile.store(acc_c, [acc_o, acc_i], acc_ic)
                acc_irv: pl.Tensor[[160, 512], pl.FP32] = pl.yield_(y_t0)
            acc_orv: pl.Tensor[[160, 512], pl.FP32] = pl.yield_(acc_irv)
        return acc_orv
