# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want +Inf, got undefined (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: TileOps2D
# backend: Ascend910B
# faults:
# seed: 1811000223353117153
# case: 4988
# generator: gen/v1
# statements: 12
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs (a [1, 16] col_sum of a transposed exp of a gemv_acc result, +Inf in its columns) through tile.matmul_acc twice on 910B (init_cond=True, a plain TMATMUL, then TMATMUL_ACC), its [1, 32] Acc stored: the a2a3 cube writes 16 rows at pitch 16 and the store reads the second N-fractal at pitch 1, so columns 16..31 are undefined; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 1811000223353117153), give the same wrong out_1 (element [0 16]: want +Inf, got undefined, 16 elements) and the same pitch mismatch of TSTORE after TMATMUL_ACC: the want +Inf form of known/2722148d5f89.py
# count: 1
# first_seen: 2026-12-08T00:58:11Z
# last_seen: 2026-12-08T00:58:11Z
# original: 8ba6b274058d.orig.py
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 16], pl.FP16], x_1: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]], x_4: pl.Tensor[[16, 32], pl.FP32], out_1: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[1, 32], pl.FP32]]:
        t: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_1: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 16], [16, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t, t_1, acc_phase='unspecified')
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv_acc(g, t, t_1, acc_phase='unspecified')
        v_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(g_1)
        tv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 1], slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v_1)
        s: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.col_sum(tv)
        t_4: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_4, [0, 0], [16, 32], [16, 32], target_memory=None)
        c: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, s, t_4, True)
        acc_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, s, t_4)
        o_1: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out_1)
        return out, o_1
