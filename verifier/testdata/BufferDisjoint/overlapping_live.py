# want: ERROR BufferDisjoint 1 @14:9 "function 'kernel': Vec buffers of 't0' [0, 16384) and 't1' [8192, 24576) overlap while both are live"
# Two buffers whose byte ranges overlap ([0, 16384) and [8192, 24576)) are
# both live at the add: writing t1 clobbers half of t0.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 8192, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        t2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 8192, 16384), pl.Mem.Vec] = pl.tile.add(t0, t1)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t2, [0, 0], out_0)
        return out_1
