# backend: 950
# want: ERROR AtomicAddDtypeValid 1 @13:47 "atomic-add into a bf16 global tensor is not supported on the 'a5' backend (function 'kernel')."
# pto-isa lowers a bf16 atomic add to set_atomic_bf16, which the Ascend950
# (A5) store pipe does not honour.
import pypto.language as pl


@pl.program
class Bf16Atomic:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.BF16], out_0: pl.InOut[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(t, [0, 0], out_0, atomic=pl.AtomicType.Add)
        return out_1
