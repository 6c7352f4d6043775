# Submits in a manual scope get directions like calls: the second task
# writes the buffer the first one wrote (inout), and the deps stay.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def twice(self, x: pl.Tensor[[8, 8], pl.FP32], dst: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        r: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(u, [0, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[8, 8], pl.FP32], y: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.manual_scope():
            a, ta = pl.submit(self.twice, x, y)
            b, tb = pl.submit(self.twice, a, y, deps=[ta])
        return y
