# backend: 910B
# want: nothing
# The same store on Ascend910B (A2/A3), whose store pipe honours
# set_atomic_bf16.
import pypto.language as pl


@pl.program
class Bf16Atomic:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.BF16], out_0: pl.InOut[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(t, [0, 0], out_0, atomic=pl.AtomicType.Add)
        return out_1
