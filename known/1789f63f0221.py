# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want NaN, got undefined (N elements differ); stored by TSTORE from TMATMUL_BIAS |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: NoRedundantBlocks
# backend: Ascend950
# faults:
# seed: 5275782616127087515
# case: 344
# generator: gen/v1
# statements: 8
# count: 2
# first_seen: 2026-12-07T23:35:55Z
# last_seen: 2026-12-07T23:36:17Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the soundness form of known/3ffab07d6083.py (the same kernel): a one-row tile.matmul_bias stored on 950 reads columns 16..31 at pitch 1 where mad wrote at 16; the real PyPTO's .pto, simulated, gives the same 16 undefined elements

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        s: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t)
        x_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 32], dtype=pl.FP32, value=0.0)
        v: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(s)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=0.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(v, x_1, bm)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
