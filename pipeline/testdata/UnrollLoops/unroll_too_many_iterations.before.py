# More than 1024 iterations: PyPTO's ValueError (kMaxUnrollIterations,
# unroll_loops_pass.cpp:39, :101-106).
# error: Unroll loop trip count 2048 exceeds maximum allowed (1024). Reduce the loop range or use pl.range() instead
import pypto.language as pl


@pl.program
class UnrollTooMany:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.unroll(2048):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            out = pl.tile.store(t, [0, 0], out)
        return out
