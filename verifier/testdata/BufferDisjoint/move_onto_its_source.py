# want: ERROR BufferDisjoint 1 @15:9 "function 'kernel': Vec buffers of 't0' [0, 16384) and 'm' [0, 16384) overlap while both are live"
# PyPTO #2106: tile.move is not in-place safe (a layout-changing move reads
# and writes with different strides), so its result may not occupy the
# bytes of its own source even though the source dies there.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        m: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 0, 16384), pl.Mem.Vec] = pl.tile.move(t0, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(m, [0, 0], out_0)
        return out_1
