# want: mismatch: the PTO program computes output 'out' other than the reference at element [1 0]: want -8, got -16 (238 elements differ); last written by pto.tstore at .pto line 28 (matmul-acc-one-row-lhs-a2a3.py:23:43)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: tile.matmul_acc accepts an lhs whose valid rows are fewer than the accumulator's and keeps
# the accumulator's valid rows, the rows outside the lhs's to be left as they were
# (DeduceTileMatMulAccType, src/ir/op/tile_ops/matmul.cpp:177-184, :194-201), and codegen emits
# pto.tmatmul.acc whatever the lhs's valid rows (pto_ops_elementwise.cpp:975-1055, :1102). On
# a2a3 pto-isa's TMATMUL_ACC issues mad with m = 1 raised to 16 ("avoid gemv mode",
# npu/a2a3/TMatmul.hpp TMATMUL_ACC_IMPL), so the cube also adds L0A rows 1..15, here ta's rows,
# times tb into accumulator rows 1..15, which hold (ta @ tb) twice: 238 of their 240 elements come
# out wrong on 910B. On a5 mad takes m = 1 with GEMV off and the kernel computes right.
# backend: 910B
import pypto.language as pl

@pl.program
class OneRowLhsMatmulAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        row: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[1, 16])] = pl.tile.set_validshape(ta, 1, 16)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, row, tb)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
