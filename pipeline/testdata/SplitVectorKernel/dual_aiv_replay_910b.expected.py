# Expected output of SplitVectorKernel/dual_aiv_replay_910b (written by -update; review before committing).
# pypto.program: DualReplay
import pypto.language as pl

@pl.program
class DualReplay:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        if subblock_idx == 0:
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            for i, (acc,) in pl.range(2, init_values=(t,)):
                p: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, p)
                pl.system.tfree_to_aic(p)
                acc_next: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
            o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_next, [0, 0], out)
            return o
        else:
            t_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for i_1, (acc_1,) in pl.range(2, init_values=(t_1,)):
                p_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                s_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(acc_1, p_1)
                pl.system.tfree_to_aic(p_1)
                acc_next_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.yield_(s_1)
            o_1: pl.Tensor[[16, 32], pl.FP32] = out
            return out
