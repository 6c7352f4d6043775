# Expected output of LowerPipelineLoops/static_tail_carry (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[80, 64], pl.FP32], out: pl.Out[pl.Tensor[[80, 64], pl.FP32]]) -> pl.Tensor[[80, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 2, stage=1, init_values=(out,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t, attrs={"pipeline_membership": "0:0"})
            acc2: pl.Tensor[[80, 64], pl.FP32] = pl.tile.store(u, [i * 16, 0], acc)
            t_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            u_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t_1, t_1, attrs={"pipeline_membership": "0:1"})
            acc2_1: pl.Tensor[[80, 64], pl.FP32] = pl.tile.store(u_1, [(i + 1) * 16, 0], acc2)
            acc3_main: pl.Tensor[[80, 64], pl.FP32] = pl.yield_(acc2_1)
        t_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
        u_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t_2, t_2, attrs={"pipeline_membership": "1:0"})
        acc2_2: pl.Tensor[[80, 64], pl.FP32] = pl.tile.store(u_2, [pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX), 0], acc3_main)
        acc3: pl.Tensor[[80, 64], pl.FP32] = acc2_2
        return acc3
