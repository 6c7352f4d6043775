# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_BIAS |  | x
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: InOutUseValid
# backend: Ascend910B
# faults:
# seed: 6099619394406672363
# case: 3610
# generator: gen/v1
# statements: 6
# count: 3
# first_seen: 2026-12-07T14:52:22Z
# last_seen: 2026-12-07T14:54:10Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: a one-row lhs tile.matmul_bias on 910B: the Acc tile has one row, the a2a3 cube writes 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the store reads the second N-fractal at pitch 1; the real PyPTO's .pto, simulated, has the same wrong columns 16..31 (irfuzz sim -sut both)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[1, 32], pl.INT8], x_3: pl.Tensor[[32, 32], pl.INT8], x_8: pl.InOut[pl.Tensor[[32, 32], pl.INT32]], out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> tuple[pl.Tensor[[32, 32], pl.INT32], pl.Tensor[[1, 32], pl.INT32]]:
        t_2: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_2, [0, 0], [1, 32], [1, 32], target_memory=None)
        t_3: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, 0], [32, 32], [32, 32], target_memory=None)
        f: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.INT32, value=1)
        bm: pl.Tile[[1, 32], pl.INT32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_2, t_3, bm)
        o_1: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc, [0, 0], x_8)
        return o_1, out
