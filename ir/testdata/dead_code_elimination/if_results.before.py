# EliminateDeadCode on branches: the first if keeps its result y, which the
# store reads, and loses w, which nothing reads, with w's slot of both
# yields and f1, which only that slot read; k stays, the condition of a
# kept if. The second if holds only dead code and has no results: it goes,
# but its condition's j stays (conditions are roots; a second run would
# drop it).
import pypto.language as pl


@pl.program
class IfResults:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        k: pl.Scalar[pl.INDEX] = n + 1
        if k < 4:
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
            y, w = pl.yield_(e, t0)
        else:
            f1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t0)
            y, w = pl.yield_(t0, f1)
        j: pl.Scalar[pl.INDEX] = n * 2
        if j < 2:
            d: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t0)
        else:
            d2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
