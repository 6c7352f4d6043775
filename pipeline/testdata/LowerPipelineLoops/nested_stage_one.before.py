# A stage=1 outer loop is left as it is; the stage=2 loop inside it is
# replicated (two clones, no tail), its clones reading the outer loop var
# (checked against the pinned passes.lower_pipeline_loops()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 2, 1, stage=1, init_values=(out,)):
            for j, (acc_in,) in pl.pipeline(0, 2, 1, stage=2, init_values=(acc,)):
                t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, j * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
                e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                acc_in2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [i * 16, j * 32], acc_in)
                acc_in3 = pl.yield_(acc_in2)
            acc3 = pl.yield_(acc_in3)
        return acc3
