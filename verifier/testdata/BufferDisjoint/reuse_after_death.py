# want: nothing
# MemoryReuse-style sharing without a shared base: t1 is written in place
# over t0, whose last use is that element-wise (in-place safe) exp; t2 then
# takes t0's address after both t0 and t1 are dead.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 0, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        t3: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 16384, 16384), pl.Mem.Vec] = pl.tile.exp(t1)
        t2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = pl.tile.exp(t3)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t2, [0, 0], out_0)
        return out_1
