# Expected output of LowerPipelineLoops/nested_stage_one (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(2, stage=1, init_values=(out,)):
            for j, (acc_in,) in pl.pipeline(0, 2, 2, stage=1, init_values=(acc,)):
                t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, j * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
                e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t, attrs={"pipeline_membership": "0:0"})
                acc_in2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [i * 16, j * 32], acc_in)
                t_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, (j + 1) * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
                e_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_1, attrs={"pipeline_membership": "0:1"})
                acc_in2_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e_1, [i * 16, (j + 1) * 32], acc_in2)
                acc_in3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc_in2_1)
            acc3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc_in3)
        return acc3
