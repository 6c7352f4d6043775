# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TADD |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: ManualDepsOnSubmitOnly
# backend: Ascend910B
# faults:
# seed: 1084092697039890093
# case: 48
# generator: gen/v1
# statements: 6
# count: 2
# first_seen: 2026-12-08T00:06:24Z
# last_seen: 2026-12-08T00:06:49Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: the soundness form of known/800eec6f396b.py (the same kernel): a one-row lhs tile.matmul_bias on 910B pushed for a tile.add reads columns 16..47 at pitch 1 where the cube wrote at 16; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both), gives the same 32 undefined elements

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[56, 56], pl.FP32], x_1: pl.Tensor[[1, 16], pl.BF16], x_3: pl.Tensor[[16, 48], pl.BF16], out: pl.Out[pl.Tensor[[1, 48], pl.FP32]]) -> pl.Tensor[[1, 48], pl.FP32]:
        t_1: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_1, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_3: pl.Tile[[16, 48], pl.BF16] = pl.tile.load(x_3, [0, 0], [16, 48], [16, 48], target_memory=None)
        t_5: pl.Tile[[1, 48], pl.FP32] = pl.tile.load(x, [0, 0], [1, 48], [1, 48], target_memory=None)
        acc_2: pl.Tile[[1, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_3, t_5)
        s: pl.Tile[[1, 48], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, acc_2)
        o_2: pl.Tensor[[1, 48], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o_2
