# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_BIAS |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 6348984668298536106
# case: 2638
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T00:05:05Z
# last_seen: 2026-12-08T00:05:05Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the soundness form of known/1786c42ac2a7.py (every verifier accepts the kernel): a one-row tile.matmul_bias stored on 950, columns 16..31 read from never-written L0C at pitch 1; the real PyPTO's .pto, simulated (irfuzz sim -sut both), has the same poison read (and frees the bias pop early, tfree-order.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 16], pl.BF16], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        v: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.BF16, value=0.0)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, v, bm)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
