# want: illegal: the PTO program: illegal: aiv0#0 TLOAD(pto.tload @matmul-seeds-vector-carry.py:15:42): destination operand in L1: a AIV core of Ascend950 has no such buffer
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: a matmul's result is the initial value of a loop carry that vector ops update; the
# carry's yield is Vec, and InferTileMemorySpace's carry back-propagation gives the init carrier
# the yield's space unconditionally (infer_tile_memory_space_pass.cpp:265-274), so the matmul's
# result is typed Vec instead of Acc: nothing is left on the cube side, and the whole kernel,
# Mat loads, L0 moves and the matmul included, runs on the AIV core.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 32], pl.FP16], w: pl.Tensor[[32, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        xt: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        wt: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(w, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        h: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(xt, wt)
        for j, (cur,) in pl.range(3, init_values=(h,)):
            s: pl.Tile[[16, 64], pl.FP32] = pl.tile.muls(cur, 0.5)
            nxt = pl.yield_(s)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(nxt, [0, 0], out)
        return o
