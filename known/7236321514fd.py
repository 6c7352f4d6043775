# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TMATMUL_BIAS |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: ReturnParamsExplicit
# backend: Ascend950
# faults:
# seed: 7222058294924254039
# case: 2086
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-08T01:50:31Z
# last_seen: 2026-12-08T01:50:31Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:56-90 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: a one-row product stored from an Acc read at pitch 1 where the cube wrote at pitch 64; PyPTO's .pto simulated (irfuzz sim -backend 950 -sut both -seed 7222058294924254039) has the same pitch mismatch (all 64 elements undefined where the model's are 48 wrong). Found by the README's 20 s campaign on a clean clone of 52d2e5e

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 96], pl.FP32], out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        t: pl.Tile[[64, 48], pl.FP32] = pl.tile.load(x, [0, 0], [64, 48], [64, 48], target_memory=None)
        t_1: pl.Tile[[48, 64], pl.FP32] = pl.tile.load(x, [0, 0], [48, 64], [48, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        mv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        f: pl.Tile[[1, 48], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 48], dtype=pl.FP32, value=2.0)
        f_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
        bm_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(f, t_1, bm_1)
        o: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(acc_3, [0, 0], out)
        return o
