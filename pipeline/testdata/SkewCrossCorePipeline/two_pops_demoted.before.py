# Two pops per iteration (a multi-round trip) cannot be skewed without
# reordering the FIFO: the loop is demoted to pl.range, stage dropped;
# the stage=2 loop after it has no push and stays a pipeline loop for
# LowerPipelineLoops (checked against the pinned
# passes.skew_cross_core_pipeline()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 2, 1, stage=2, init_values=(out,)):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(qa, split=0)
            e1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            e2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e1, e2)
            pl.system.tfree_to_aic(e1)
            pl.system.tfree_to_aic(e2)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s, [i * 16, 0], acc)
            acc3 = pl.yield_(acc2)
        for j, (acc4,) in pl.pipeline(2, 4, 1, stage=2, init_values=(acc3,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [j * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            acc5: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [j * 16, 0], acc4)
            acc6 = pl.yield_(acc5)
        return acc6
