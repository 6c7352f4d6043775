# backend: 950
# want: nothing
# A post-AllocateMemoryAddr dump: every Vec buffer has a constant address
# and the footprint (32768 bytes) fits Ascend950's 245760-byte UB.
import pypto.language as pl


@pl.program
class Allocated:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16384, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t1, [0, 0], out_0)
        return out_1
