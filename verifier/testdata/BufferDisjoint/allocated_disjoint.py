# want: nothing
# A post-AllocateMemoryAddr dump: two Vec buffers at [0, 16384) and
# [16384, 32768), the loop carry sharing the load's allocation, the loop
# body's temporary in the other one.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(0, 4, 1, init_values=(t0,)):
            e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16384, 16384), pl.Mem.Vec] = pl.tile.exp(c)
            c2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.add(e, c)
            r = pl.yield_(c2)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
