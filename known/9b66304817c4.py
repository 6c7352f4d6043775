# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TCAST |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: IterArgCarryClassified
# backend: Ascend910B
# faults:
# seed: 948694698620701296
# case: 3886
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T00:22:45Z
# last_seen: 2026-12-08T00:22:45Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: silent
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: K is aligned to 16 elements whatever the dtype (align_k = GetL0FractalAlignment()), so an INT8 [32, 2144] x [2144, 32] tile.matmul splits into K blocks of 720, 720 and 704, inside a 16x32 INT8 box: the TEXTRACTs and TMATMULs are illegal and do not run (the 32x720 L0A tile also overflows its ping-pong half once boxed, the hazard both .pto show), the L0C the push to the vector core reads is never written, and the TCAST to BF16 and the store leave all 1024 elements undefined; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 948694698620701296), give the same illegal instructions, the same poison read and the same 1024 undefined elements from [0 0] (the .orig, K 960 split at 240: the same 4096 from [0 32]). The TCAST form of known/6cb92c1eae2d.py; PTOAS and pto-isa's Tile static_asserts refuse such a tile

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 2144], pl.INT8], x_1: pl.Tensor[[2144, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.BF16]]) -> pl.Tensor[[32, 32], pl.BF16]:
        t: pl.Tile[[32, 2144], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 2144], [32, 2144], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[2144, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [2144, 32], [2144, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        h: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc, target_type=pl.BF16, mode='none')
        o: pl.Tensor[[32, 32], pl.BF16] = pl.tile.store(h, [0, 0], out)
        return o
