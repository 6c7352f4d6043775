# Expected output of LowerPipelineLoops/zero_trip (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, 4, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [i * 16, 0], acc)
            acc3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc2)
        return acc3
