# Expected output of SkewCrossCorePipeline/two_pops_demoted (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(q: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(out,)):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(qa, split=0)
            e1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e1, e2)
            pl.system.tfree_to_aic(e1)
            pl.system.tfree_to_aic(e2)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s, [i * 16, 0], acc)
            acc3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc2)
        for j, (acc4,) in pl.pipeline(2, 4, stage=2, init_values=(acc3,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [j * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            acc5: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [j * 16, 0], acc4)
            acc6: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc5)
        return acc6
