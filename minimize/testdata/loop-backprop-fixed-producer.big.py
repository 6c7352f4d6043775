# A padded-out kernel that shows the #1262 fault's finding (fault
# loop-backprop-fixed-producer): a loop whose carry starts at a tile.full
# and yields Mat loads, among unrelated vector work, a second loop and a
# branch.
# No generated kernel showed this finding: 400 cases each of the
# AllocatedMemoryAddr, AssignTypeSymmetry, TileTypeCoherence and
# AccCompactValid profiles and 150 each of Default, TileMemoryInferred,
# TileOps2D, NoNestedCalls, MixedKernelExpanded and HasMemRefs, on 910B
# and 950 (generator of 2026-11-29), so the sweep minimizes this one.
# backend: 950
# faults: loop-backprop-fixed-producer
import pypto.language as pl


@pl.program
class PaddedBackprop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        w: pl.Tensor[[64, 16], pl.BF16],
        x: pl.Tensor[[16, 16], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.BF16]],
        out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.BF16], pl.Tensor[[16, 16], pl.FP32]]:
        xv: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        e: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(xv)
        for j, (s,) in pl.range(2, init_values=(e,)):
            m: pl.Tile[[16, 16], pl.FP32] = pl.tile.mul(s, xv)
            s2 = pl.yield_(m)
        if k < 3:
            a: pl.Tile[[16, 16], pl.FP32] = pl.tile.add(s2, e)
            z = pl.yield_(a)
        else:
            z = pl.yield_(s2)
        acc0: pl.Tile[[16, 16], pl.BF16] = pl.tile.full([16, 16], dtype=pl.BF16, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            nxt: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(w, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            r = pl.yield_(nxt)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out2)
        o: pl.Tensor[[16, 16], pl.BF16] = pl.tile.store(r, [0, 0], out)
        return o, o2
