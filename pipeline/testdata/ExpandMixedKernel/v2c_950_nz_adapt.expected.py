# Expected output of ExpandMixedKernel/v2c_950_nz_adapt (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_aic(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        main_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_v2c_slot_buffer', size=131072, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), main_v2c_slot_buffer, dir_mask=2, slot_size=65536, slot_num=2)
        v_mat: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(v, [0, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        o_l0_init: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        o_l0_lmat: pl.Tile[[64, 512], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        for o_l0_ko, (o_l0_c,) in pl.pipeline(0, 512, 128, stage=2, init_values=(o_l0_init,)):
            o_l0_a: pl.Tile[[64, 128], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(o_l0_lmat, 0, o_l0_ko, [64, 128], target_memory=pl.Mem.Left)
            o_l0_b: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.tile.extract(v_mat, o_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            if o_l0_ko == 0:
                o_l0_c_first: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(o_l0_a, o_l0_b)
                o_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(o_l0_c_first)
            else:
                o_l0_c_acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(o_l0_c, o_l0_a, o_l0_b)
                o_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(o_l0_c_acc)
            o: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(o_l0_c_phi)
        pl.system.tfree_to_aiv(o_l0_lmat)
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(o, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_aiv(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        main_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), main_v2c_slot_buffer_import, dir_mask=2, slot_size=65536, slot_num=2)
        p_vec: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.load(p, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Vec)
        score: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.exp(p_vec)
        score_nz: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(score, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.tile.tpush_to_aic(score_nz, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(p: pl.Tensor[[64, 512], pl.FP16], v: pl.Tensor[[512, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.main_aic(p, v, out)
        self.main_aiv(p, v, out)
        return out
