# Expected output of LowerPipelineToSlots/ptoas_slots: the pinned PyPTO's, under memory_planner=PTOAS.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[192, 64], pl.FP32], w: pl.Tensor[[192, 64], pl.FP32], out: pl.Out[pl.Tensor[[192, 64], pl.FP32]]) -> pl.Tensor[[192, 64], pl.FP32]:
        for i, (acc,) in pl.range(6, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.MemRef("pipe_t", slots=3)[i % 3], pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[32, 64], pl.FP32, pl.MemRef("pipe_u", slots=3)[i % 3], pl.Mem.Vec] = pl.tile.load(w, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, u)
            acc2: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], acc)
            acc3: pl.Tensor[[192, 64], pl.FP32] = pl.yield_(acc2)
        for j, (o,) in pl.pipeline(2, stage=2, init_values=(acc3,)):
            v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            for k, (s,) in pl.range(2, init_values=(v,)):
                s2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s, 1.0)
                s3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(s2)
            o2: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(s3, [j * 32, 0], o)
            o3: pl.Tensor[[192, 64], pl.FP32] = pl.yield_(o2)
        return o3
