# Two assignments to one name: the input is not in SSA form, which no
# generated kernel may be (a generator bug), so nothing else runs.
# want: validity | SSAVerify |  | Variable '_' is assigned more than once (N times), violating SSA form |  | 
import pypto.language as pl


@pl.program
class Reassigned:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
