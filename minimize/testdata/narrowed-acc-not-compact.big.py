# A padded-out kernel that shows the #2470 fault's finding (fault
# narrowed-acc-not-compact): a row-narrowed lhs feeds a K-split matmul
# and a matmul_acc step; around them sit a vector pipeline, a loop with a
# carry, a branch and unrelated stores. Issue 8's bound for the minimized
# kernel: at most 6 statements (the narrowed lhs, the matmul, the
# matmul_acc, the store and what they need) within 10 seconds.
# No generated kernel showed this finding: 400 cases each of the
# AllocatedMemoryAddr, AssignTypeSymmetry, TileTypeCoherence and
# AccCompactValid profiles and 150 each of Default, TileMemoryInferred,
# TileOps2D, NoNestedCalls, MixedKernelExpanded and HasMemRefs, on 910B
# and 950 (generator of 2026-11-29), so the sweep minimizes this one.
# backend: 910B
# faults: narrowed-acc-not-compact
import pypto.language as pl


@pl.program
class Padded:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 2048], pl.INT8],
        b: pl.Tensor[[2048, 128], pl.INT8],
        c: pl.Tensor[[2048, 128], pl.INT8],
        x: pl.Tensor[[32, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.INT32]],
        out2: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.INT32], pl.Tensor[[32, 64], pl.FP32]]:
        xv: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=None)
        e: pl.Tile[[32, 64], pl.FP32] = pl.tile.exp(xv)
        s: pl.Tile[[32, 64], pl.FP32] = pl.tile.add(e, xv)
        for i, (acc_v,) in pl.range(3, init_values=(s,)):
            m: pl.Tile[[32, 64], pl.FP32] = pl.tile.mul(acc_v, xv)
            nxt: pl.Tile[[32, 64], pl.FP32] = pl.tile.sub(m, e)
            r = pl.yield_(nxt)
        if n < 2:
            q: pl.Tile[[32, 64], pl.FP32] = pl.tile.exp(r)
            w = pl.yield_(q)
        else:
            w = pl.yield_(r)
        ta: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(a, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat)
        tc: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(c, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(ta, tb)
        acc2: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, ta, tc)
        o2: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(w, [0, 0], out2)
        o: pl.Tensor[[64, 128], pl.INT32] = pl.tile.store(acc2, [0, 0], out)
        return o, o2
