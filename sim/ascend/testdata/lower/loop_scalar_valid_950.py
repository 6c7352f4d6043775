# Control flow is unrolled with concrete scalars: the loop runs n = 3 times
# (n is the scalar argument), the if takes its then branch on odd k, and the
# valid rows of the set_validshape view are the value of k + 1. (bar_all
# orders everything, as a sync-less test of the unrolling.)
# args: n=3
import pypto.language as pl


@pl.program
class Loop:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for k in pl.range(0, n, 1):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.system.bar_all()
            if k % 2 == 1:
                v: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec, pl.TileView(valid_shape=[k + 1, 64])] = pl.tile.set_validshape(t, k + 1, 64)
                e: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec, pl.TileView(valid_shape=[k + 1, 64])] = pl.tile.exp(v)
                pl.system.bar_all()
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
