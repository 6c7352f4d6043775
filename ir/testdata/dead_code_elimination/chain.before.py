# EliminateDeadCode: the chain t2 <- t1 <- u and the unused scalar k go; a
# store and a function call stay though nothing reads their results, with
# what they read (t0); m stays because the live r's type reads it (its
# valid shape), though no value does.
import pypto.language as pl


@pl.program
class Chain:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u)
        t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t1, u)
        k: pl.Scalar[pl.INDEX] = n * 2
        m: pl.Scalar[pl.INDEX] = n + 1
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[m, 16])] = pl.tile.relu(t0)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t0, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, 4, out)
        return out
