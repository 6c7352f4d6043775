# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want NaN, got N (N elements differ); stored by TSTORE from TMATMUL |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults:
# seed: 8719447540818470072
# case: 3508
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-08T00:34:50Z
# last_seen: 2026-12-08T00:34:50Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:56-90 (DeduceMatmulProductInfo takes the Acc's physical rows from the lhs: a one-row lhs gives tile.matmul, :93-122, a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: a one-row tile.matmul (FP32 [1, 16] x [16, 32], the lhs an rsqrt of a loaded row) stored on 950: PyPTO declares the Acc [1, 32], so the store reads the second N-fractal at pitch 1 (L0C[0x40, 0x80)), where mad wrote columns 16..31 at ceil16(1) = 16 rows; the model reads there what the dead TMATMUL_ACC before it wrote at pitch 16 (want NaN: the reference's rsqrt of a negative input). The real PyPTO's .pto first pushes the bias row t_2 from L1 to the vector core (push-of-l1.py, which the model does not mirror), so all 32 elements are undefined; with t_2 loaded into Vec and the dead products dropped, the model's and the real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 8719447540818470072), give the same 16 undefined elements from [0 16] and the same TSTORE read of L0C[0x40, 0x80). The unminimized kernel (out [0 80]: a [1, 64] product stored at column 64, 48 elements) stops at codegen on a set_validshape of a slice (a contract)
# choices: 0.8.68.4.0.0.3.0*3.1.0*29.70.50.0.0.8.0.200.20.0.0.8.68.0.0.50.0*3.50.0*18
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], x_1: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        t_1: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_1, [0, 0], [32, 16], [32, 16], target_memory=None)
        t_2: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_1, [0, 0], [1, 16], [1, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t_1, t_2)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t, t_1)
        v: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(t_2)
        acc_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(v, t)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        return o
