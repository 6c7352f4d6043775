# want: ERROR BufferDisjoint 2 @16:9 "function 'kernel': Vec buffer 'mem_vec_1' starts at address 16400, which is not 32-byte aligned"
# Allocations start on 32-byte boundaries (AllocateMemoryAddr's
# AlignAddress); 16400 is not one. A view inside an allocation may start
# unaligned: only the allocation's lowest offset is checked.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        col: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_0, 4, 8192), pl.Mem.Vec] = pl.tile.slice(t0, [64, 32], [0, 1])
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16400, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t1, [0, 0], out_0)
        return out_1
