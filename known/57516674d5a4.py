# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TEXTRACT |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: ArrayNotEscaped
# backend: Ascend910B
# faults:
# seed: 693254033192724970
# case: 4994
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:22:56Z
# last_seen: 2026-12-08T00:22:56Z
# origin: mutant
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: the soundness form of known/a031ce0501a3.py (the same kernel): a one-row lhs tile.matmul_bias on 910B pushed for a tile.minimum and a tile.extract reads columns 16..31 at pitch 1 where the cube wrote at 16; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 693254033192724970, the bias's vector use loaded on its own), gives the same 16 undefined elements and pitch mismatch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_3: pl.Tensor[[1, 32], pl.INT8], x_5: pl.Tensor[[32, 32], pl.INT8], x_6: pl.Tensor[[1, 32], pl.INT32], out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t_3: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_3, [0, 0], [1, 32], [1, 32], target_memory=None)
        t_5: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=None)
        t_6: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x_6, [0, 0], [1, 32], [1, 32], target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_3, t_5, t_6)
        v_1: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.minimum(t_6, acc_1)
        ex: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.extract(v_1, 0, 0, [1, 32])
        o_1: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(ex, [0, 0], out)
        return o_1
