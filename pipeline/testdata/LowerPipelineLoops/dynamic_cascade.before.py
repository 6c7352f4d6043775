# A runtime stop with step 2 at stage=3: unroll_main_end from the
# iteration count ((n - 0 + 1) // 2), a main loop by 6, then unroll_rem and
# the cascade `if unroll_rem == 1` / `elif unroll_rem == 2`, each branch
# yielding the carry, the innermost else the main loop's (checked against
# the pinned passes.lower_pipeline_loops()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, n, 2, stage=3, init_values=(out,)):
            t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            acc2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [i * 8, 0], acc)
            acc3 = pl.yield_(acc2)
        return acc3
