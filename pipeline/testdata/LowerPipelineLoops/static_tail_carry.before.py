# Five iterations at stage=2: a main loop of two clones over [0, 4) by 2
# (stage=1 marker, carries renamed _main) and one tail clone at 4 binding
# the loop's return var; the tile definitions of each clone carry
# pipeline_membership "group:clone" (checked against the pinned
# passes.lower_pipeline_loops()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[80, 64], pl.FP32], out: pl.Out[pl.Tensor[[80, 64], pl.FP32]]) -> pl.Tensor[[80, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 5, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
            acc2: pl.Tensor[[80, 64], pl.FP32] = pl.tile.store(u, [i * 16, 0], acc)
            acc3 = pl.yield_(acc2)
        return acc3
