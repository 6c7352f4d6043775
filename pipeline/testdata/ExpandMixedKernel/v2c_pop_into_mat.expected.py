# Expected output of ExpandMixedKernel/v2c_pop_into_mat (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_aic(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        v_mat: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(v, [0, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        score_mat: pl.Tile[[64, 512], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        o_l0_init: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for ko, (o_iter,) in pl.pipeline(0, 512, 128, stage=2, init_values=(o_l0_init,)):
            sa: pl.Tile[[64, 128], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(score_mat, 0, ko, [64, 128], target_memory=pl.Mem.Left)
            sb: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.tile.extract(v_mat, ko, 0, [128, 128], target_memory=pl.Mem.Right)
            o_acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(o_iter, sa, sb, ko == 0)
            o: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(o_acc)
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(o, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_aiv(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        p_vec: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.load(p, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Vec)
        score: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.exp(p_vec)
        pl.tile.tpush_to_aic(score, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.main_aic(p, v, out)
        self.main_aiv(p, v, out)
        return out
