# A vector-side round trip (load, push to the cube, pop, store) at stage=3
# over four iterations: depth max(2, 3-1) = 2 divides the trip, so two
# producer clones at 0 and 1, a sequential steady loop over [2, 4) by 2
# holding producers at k, k+1 and consumers at k-2, k-1, and two consumer
# clones at 2 and 3. The row scalar both halves read is recomputed in each
# consumer clone; the carry gets fresh iter args and acc3_swp; the tpops
# carry no pipeline_membership (checked against the pinned
# passes.skew_cross_core_pipeline()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=3, init_values=(out,)):
            row: pl.Scalar[pl.INDEX] = i * 16
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [row, 0], acc)
            pl.system.tfree_to_aic(e)
            acc3 = pl.yield_(acc2)
        return acc3
