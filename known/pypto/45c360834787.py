# irfuzz corpus v1
# signature: "pyptosim | pitch-mismatch |  | the PTO program: pitch-mismatch: aic0#N TMATMUL(pto.tmatmul @kernel.py:N:N) (M) reads aic0 L0A[N, N) at pitch N, but aic0#N TMOV(pto.tmov @kernel.py:N:N) (MTE1) wrote it at pitch N |  | "
# status: open
# oracle: pyptosim
# property: pitch-mismatch
# pass:
# profile: GraphBoundaryLegalized
# backend: Ascend950
# faults:
# seed: 4380241081805661018
# case: 32
# generator: gen/v1
# statements: 13
# count: 2
# first_seen: 2026-12-07T21:03:08Z
# last_seen: 2026-12-07T21:03:13Z
# pypto_finding: move-left-not-compact.py
# class: silent
# pinned: src/ir/op/tile_ops/memory.cpp:409
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: a row-narrowed tile.move into Left is not compact: TMOV writes L0A at the tile's rows, mad reads it at ceil16(valid rows). The real PyPTO fails this campaign kernel with the signature of move-left-not-compact.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 86.56.67.2.11.54.0.55.3.1.90.1.1.2.0.1.74.3.17.26.0.56.34.88.23.36.62.7.37.6.3.1.50.25.88.45.14.13.74.9.79.6.15.1.52.1.86.3.84.38.29.1.0.1.44.67.0.19.3.22.34.98.5.78.0.16.1.1.0*3.39.67.26.4.4.39.84.48.8.23.25.3.0.1.0.0.26.7.10.12.35.77.12.81.1.1.37.37.6.95
# sut: pypto

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 512], pl.FP16], x_1: pl.Tensor[[256, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        vs: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 128])] = pl.tile.set_validshape(t, 8, 128)
        c: pl.Tile[[8, 64], pl.BF16, pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        v: pl.Tile[[8, 64], pl.BF16, pl.Mem.Vec] = pl.tile.relu(c)
        t_1: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 128], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        l: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 128], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(t_1, 8, 128)
        t_2: pl.Tile[[128, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [128, 16], [128, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t_2)
        mv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.exp(mv)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x_full: pl.Tensor[[32, 1024], pl.FP16], x: pl.Tensor[[256, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_1: pl.Tensor[[32, 512], pl.FP16] = pl.tensor.slice(x_full, [32, 512], [0, 512])
        r: pl.Tensor[[32, 32], pl.FP32] = self.kernel(x_1, x, out)
        return r
