# Under PTOAS a stage=3 pipeline loop keeps one body: its two loads are
# rebound onto slot i % 3 of a 3-slot declared allocation each and the
# loop becomes a plain range (lower_pipeline_to_slots_pass.cpp:296-362,
# :527-552). The inner stage=2 loop's load is carried into a nested loop's
# init value, so that loop is declined and left to LowerPipelineLoops
# (:106-203).
# backend: 950
# planner: ptoas
# strict
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[192, 64], pl.FP32], w: pl.Tensor[[192, 64], pl.FP32], out: pl.Out[pl.Tensor[[192, 64], pl.FP32]]) -> pl.Tensor[[192, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 6, 1, stage=3, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(w, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, u)
            acc2: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(e, [i * 32, 0], acc)
            acc3 = pl.yield_(acc2)
        for j, (o,) in pl.pipeline(0, 2, 1, stage=2, init_values=(acc3,)):
            v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            for k, (s,) in pl.range(2, init_values=(v,)):
                s2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s, 1.0)
                s3 = pl.yield_(s2)
            o2: pl.Tensor[[192, 64], pl.FP32] = pl.tile.store(s3, [j * 32, 0], o)
            o3 = pl.yield_(o2)
        return o3
