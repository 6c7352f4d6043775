# want: ERROR BufferDisjoint 1 @15:13 "function 'kernel': Vec buffers of 't0' [0, 16384) and 'w' [0, 16384) overlap while both are live"
# When t0 is read after the if, it is live through both branches, and the
# then branch's temporary w overwrites it on that path.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        if flag < 1:
            w: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 0, 16384), pl.Mem.Vec] = pl.tile.full([64, 64], dtype=pl.FP32, value=1.0)
            pl.tile.store(w, [0, 0], out_0)
        pl.tile.store(t0, [0, 0], out_0)
