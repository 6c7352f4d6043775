# Departure (docs/pypto-version.md, PTO emitter): a tfree releases the
# oldest slot held, so the tfrees keep pop order: `b_m`, popped after
# `a_m` but read first, is freed only after `a_m`'s last read. The cube
# core then holds all three pops at once, so the ring gets three slots
# (no slot_num attr). The pinned pass frees each pop right after its own
# last read (b_m first, releasing a_m's slot while a_m is still read:
# docs/findings.md, tfree-order.py) and keeps two slots.
# backend: 950
# passes: ExpandMixedKernel
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP16],
        y: pl.Tensor[[16, 16], pl.FP16],
        z: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        c_v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        a_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.move(a_v, target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.move(b_v, target_memory=pl.Mem.Mat)
        c_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.move(c_v, target_memory=pl.Mem.Mat)
        b_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(b_m, target_memory=pl.Mem.Left)
        c_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(c_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(b_l, c_r)
        a_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(a_m, target_memory=pl.Mem.Right)
        q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p, b_l, a_r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(q, [0, 0], out)
        return o
