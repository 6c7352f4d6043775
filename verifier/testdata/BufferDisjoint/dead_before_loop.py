# want: nothing
# t0's last use is before the loop, so the loop body may reuse its bytes.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16384, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        for i in pl.range(0, 4, 1):
            w: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = pl.tile.exp(u)
            pl.tile.store(w, [0, 0], out_0)
        return out_0
