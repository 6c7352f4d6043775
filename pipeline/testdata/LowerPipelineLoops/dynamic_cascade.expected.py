# Expected output of LowerPipelineLoops/dynamic_cascade (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0 + 1) // 2 // 3 * 6
        for i, (acc,) in pl.pipeline(0, unroll_main_end, 6, stage=1, init_values=(out,)):
            t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            acc2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [i * 8, 0], acc)
            t_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 2) * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
            acc2_1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t_1, [(i + 2) * 8, 0], acc2)
            t_2: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(i + 4) * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:2"})
            acc2_2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t_2, [(i + 4) * 8, 0], acc2_1)
            acc3_main: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc2_2)
        unroll_rem: pl.Scalar[pl.INDEX] = (n - 0 + 1) // 2 - (n - 0 + 1) // 2 // 3 * 3
        if unroll_rem == 1:
            t_3: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "2:0"})
            acc2_3: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t_3, [unroll_main_end * 8, 0], acc3_main)
            acc3: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc2_3)
        else:
            if unroll_rem == 2:
                t_4: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [unroll_main_end * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:0"})
                acc2_4: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t_4, [unroll_main_end * 8, 0], acc3_main)
                t_5: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [(unroll_main_end + 2) * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1:1"})
                acc2_5: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t_5, [(unroll_main_end + 2) * 8, 0], acc2_4)
                acc3_rem2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc2_5)
            else:
                acc3_rem2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc3_main)
            acc3: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(acc3_rem2)
        return acc3
