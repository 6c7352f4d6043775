# Expected output of LowerPipelineToSlots/default_planner (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(4, stage=2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            acc2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], acc)
            acc3: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc2)
        return acc3
