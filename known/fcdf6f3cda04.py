# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TPOP |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: InOutUseValid
# backend: Ascend910B
# faults:
# seed: 4667329235737392694
# case: 1096
# generator: gen/v1
# statements: 5
# count: 3
# first_seen: 2026-12-08T00:06:33Z
# last_seen: 2026-12-08T00:07:04Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: silent
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: the soundness form of known/6cb92c1eae2d.py (the same kernel): an INT8 K of 3936 split at 656, inside a 16x32 box, so no TMATMUL runs and the pushed L0C is never written; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both), gives the same 1024 undefined elements. The signature is that of campaign/testdata/found/fcdf6f3cda04.py (RF-D1, a5-push-pitch, on 950), a different bug: that one still passes without its fault and fails with it (TestReplayTestdataNeedsFaults)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 3936], pl.INT8], x_1: pl.Tensor[[3936, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t: pl.Tile[[32, 3936], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 3936], [32, 3936], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[3936, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [3936, 32], [3936, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        ep: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, acc)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
