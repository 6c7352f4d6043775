# Two accumulators swapped by an if: the phis need a copy of one of them,
# and nothing copies L0C to L0C, so MemoryReuse refuses the kernel (a user
# error, not a finding) instead of emitting an Acc -> Acc move.
# backend: Ascend910B
# rejected: MemoryReuse: function 'kernel': 'acc2__ssa_v0' must be copied into its carry buffer, but no data path copies Acc to Acc (a same-space move runs on the vector core)
# want: nothing
import pypto.language as pl


@pl.program
class Swap:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], f: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        acc2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(r, l)
        if f > 1:
            p1, p2 = pl.yield_(acc1, acc2)
        else:
            p1, p2 = pl.yield_(acc2, acc1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(p1, [0, 0], out)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(p2, [0, 0], out2)
        return o
