# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile:
# backend: Ascend910B
# faults:
# seed: 0
# case: 0
# generator:
# statements: 0
# count: 1
# first_seen: 2026-11-30T00:00:00Z
# last_seen: 2026-11-30T00:00:00Z
# note: RF-C2/RF-D2: AccCompactValid (b) exempts re-narrowing a fully valid compact accumulator even after mad wrote it; wrong on a2a3 and a5
# found_with: written-acc-renarrow

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[128, 32], pl.FP32], b: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        l: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(a, [0, 0], [128, 32], [128, 32], target_memory=None)
        r: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(b, [0, 0], [32, 64], [32, 64], target_memory=None)
        c: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, l, r, True)
        vs: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 1, 64)
        o: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[128, 32], pl.FP32], b: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        out: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32)
        r: pl.Tensor[[128, 64], pl.FP32] = self.kernel(a, b, out)
        return r
