# A break outside any loop: the input fails BreakContinueValid, which no
# generated kernel may (a generator bug), so nothing else runs.
# want: validity | BreakContinueCheck |  | '_' outside loop |  | 
import pypto.language as pl


@pl.program
class StrayBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        break
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
