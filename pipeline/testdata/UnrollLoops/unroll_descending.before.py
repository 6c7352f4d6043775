# A descending pl.unroll(2, -1, -1) (a negative step literal is a negated
# constant, GetConstIntValue, unroll_loops_pass.cpp:52-65): the copies run
# i = 2, 1, 0, the loop variable replaced in the offsets' arithmetic too.
# (A body holding a loop of its own would share that loop's variable across
# the copies, which no longer round-trips: sut/pypto/testdata/findings/
# unroll-shares-inner-loop-var-across-iterations.py.)
import pypto.language as pl


@pl.program
class UnrollDescending:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> pl.Tensor[[48, 16], pl.FP32]:
        for i in pl.unroll(2, -1, -1):
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
            out = pl.tile.store(n, [i * 16, 0], out)
        return out
