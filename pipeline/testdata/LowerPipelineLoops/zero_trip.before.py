# An empty range: the loop is demoted to pl.range, stage dropped, body kept
# (checked against the pinned passes.lower_pipeline_loops()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(4, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [i * 16, 0], acc)
            acc3 = pl.yield_(acc2)
        return acc3
