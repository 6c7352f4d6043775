# want: ERROR BufferDisjoint 1 @18:13 "function 'kernel': Vec buffers of 'c' [0, 16384) and 'w' [0, 16384) overlap while both are live"
# The iter arg c is carried by the loop, so its buffer is live across the
# whole loop: w, written after c's last textual use in the body, still
# overlaps the bytes the next iteration reads as c.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(0, 4, 1, init_values=(t0,)):
            u: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16384, 16384), pl.Mem.Vec] = pl.tile.exp(c)
            w: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = pl.tile.exp(u)
            c2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.add(u, w)
            r = pl.yield_(c2)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
