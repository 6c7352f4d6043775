# Under PyPTO's default memory planner the pass leaves every loop as it
# is, here a stage=2 pipeline loop of loads, for LowerPipelineLoops to
# replicate (lower_pipeline_to_slots_pass.cpp:538-555; checked against the
# pinned passes.lower_pipeline_to_slots()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            acc2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], acc)
            acc3 = pl.yield_(acc2)
        return acc3
