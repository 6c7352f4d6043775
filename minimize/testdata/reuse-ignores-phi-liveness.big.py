# A padded-out kernel that shows the #1832 fault's finding (fault
# reuse-ignores-phi-liveness): an if phi of a loaded tile, read after a
# later load that reuses its buffer when the phi's liveness is ignored,
# among unrelated vector work, a loop and another store. The sweep falls
# back on it when the generated kernel (HasMemRefs seed 96) shows its
# findings without the fault too, as it did after the pipeline changes of
# 2026-11-30.
# backend: 910B
# faults: reuse-ignores-phi-liveness
import pypto.language as pl


@pl.program
class PaddedPhiLiveness:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        x: pl.Tensor[[16, 16], pl.FP32],
        cond: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        xv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(xv)
        for j, (s,) in pl.range(3, init_values=(e,)):
            m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, xv)
            s2 = pl.yield_(m)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s2, [0, 0], out2)
        ta: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        if cond < 1:
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, ta)
            r = pl.yield_(t)
        else:
            u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(ta, ta)
            r = pl.yield_(u)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=None)
        z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, w)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o, o2
