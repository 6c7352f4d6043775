# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMAXIMUM |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: NoNestedInCore
# backend: Ascend910B
# faults:
# seed: 8087045704108120110
# case: 3148
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T00:06:51Z
# last_seen: 2026-12-08T00:06:51Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: the soundness form of known/e07d76b46b0b.py (the same kernel): a one-row lhs tile.matmul on 910B pushed for a tile.maximum reads columns 16..31 at pitch 1 where the cube wrote at 16; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both), gives the same 16 undefined elements
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        t_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(r, t_1)
        s: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.maximum(acc, acc)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o_1
