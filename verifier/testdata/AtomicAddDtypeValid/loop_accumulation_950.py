# backend: 950
# want: ERROR AtomicAddDtypeValid 1 @16:13 "atomic-add into a bf16 global tensor is not supported on the 'a5' backend (function 'kernel')."
# want: ERROR AtomicAddDtypeValid 1 @18:9 "atomic-add into a bf16 global tensor is not supported on the 'a5' backend (function 'kernel')."
# Every atomic site is checked, one diagnostic each: a split-K style loop
# adding two partial results into the same bf16 output, plus a non-atomic
# store (not an atomic site) and an fp32 atomic store (fine everywhere).
import pypto.language as pl


@pl.program
class LoopAtomic:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.BF16], f: pl.Tensor[[16, 64], pl.FP32], out_0: pl.InOut[pl.Tensor[[16, 64], pl.BF16]], acc_0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]):
        for i in pl.range(0, 2, 1):
            t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.store(t, [0, 0], out_0, atomic=pl.AtomicType.Add)
        u: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        pl.tile.store(u, [0, 0], out_0, atomic=pl.AtomicType.Add)
        pl.tile.store(u, [0, 0], out_0)
        g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(f, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        pl.tile.store(g, [0, 0], acc_0, atomic=pl.AtomicType.Add)
