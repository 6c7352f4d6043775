# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: AccToGmStoreValid
# backend: Ascend950
# faults:
# seed: 83487460228464557
# case: 818
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-07T23:43:04Z
# last_seen: 2026-12-07T23:43:04Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: a one-row tile.matmul_bias stored on 950: the store reads the Acc at pitch 1, the rows PyPTO declares, over bytes the cube wrote at another pitch; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), show the same pitch mismatch (the TMATMUL form of known/e7ade50f4139.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        c: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1, True)
        t_4: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        t_5: pl.Tile[[32, 32], pl.FP32] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=None)
        t_6: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_4, t_5, t_6)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        return o
