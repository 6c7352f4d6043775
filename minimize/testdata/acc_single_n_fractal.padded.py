# oracle/testdata/precision/acc_single_n_fractal.py (a real AccCompactValid
# false positive: a non-compact accumulator under an lhs narrowed to 8 of
# 32 rows, with a single N-fractal, so the pitch never matters) padded out
# with a vector pipeline, a loop, a branch, a second matmul on full tiles
# and extra stores. "-fp AccCompactValid" must reduce it to that kernel or
# smaller. The false positive is the released rule's: irfuzz's spares a
# single N-fractal, so the fault acc-single-fractal-rejected brings it back.
# backend: 910B
# faults: acc-single-fractal-rejected
import pypto.language as pl


@pl.program
class PaddedSingleFractal:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP16],
        b: pl.Tensor[[32, 16], pl.FP16],
        x: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
        out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out3: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[32, 16], pl.FP32]]:
        xv: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        e: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(xv)
        for i, (s,) in pl.range(3, init_values=(e,)):
            m: pl.Tile[[16, 16], pl.FP32] = pl.tile.add(s, xv)
            s2 = pl.yield_(m)
        if n < 2:
            q: pl.Tile[[16, 16], pl.FP32] = pl.tile.mul(s2, e)
            z = pl.yield_(q)
        else:
            z = pl.yield_(s2)
        ta: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(a, [0, 0], [32, 32], [8, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        fa: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        full: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(fa, tb)
        la: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, la, rb, True)
        o3: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(full, [0, 0], out3)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out2)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o, o2, o3
