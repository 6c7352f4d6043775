# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(_ = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: TileMemoryInferred
# backend: Ascend910B
# faults:
# seed: 2235541697869322962
# case: 4054
# generator: gen/v1
# statements: 7
# count: 2
# first_seen: 2026-12-08T00:22:47Z
# last_seen: 2026-12-08T00:22:56Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs tile.matmul_bias on 910B whose [1, 32] Acc is the lhs of a tile.matmul: the model routes it Acc -> Mat -> Left (its RF-R1 fix), and the TMOV Acc -> Mat reads the second N-fractal at pitch 1, the rows PyPTO declares, where the a2a3 cube wrote 16 rows at pitch 16. The real PyPTO moves the Acc straight into Left, a TMOV L0C -> L0A that 910B does not have (RF-R1; irfuzz sim -backend 910B -sut both -seed 2235541697869322962 reports it illegal, and -inject acc-operand-unrouted makes the model's .pto agree); given the move into Mat in the program (tile.move(acc, target_memory=pl.Mem.Mat) before the tile.matmul), the real PyPTO's .pto shows the same pitch-1 TMOV read and 16 undefined outputs, as the model's. The unminimized kernel stops the real PyPTO earlier, at SplitVectorKernel's TypeCheck 104 (split-vector-lane1-if-return-var-valid-shape.py)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        acc: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        t_4: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        bm_2: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(f, t_4, bm_2)
        acc_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc_2, acc)
        mv: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec)
        return out
