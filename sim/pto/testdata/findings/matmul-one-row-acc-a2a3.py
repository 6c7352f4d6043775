# want: pitch-mismatch: the PTO program: pitch-mismatch: aic0#7 TSTORE(pto.tstore @matmul-one-row-acc-a2a3.py:19:43) (FIX) reads aic0 L0C[0x40, 0x80) at pitch 1, but aic0#6 TMATMUL_BIAS(pto.tmatmul.bias @matmul-one-row-acc-a2a3.py:18:55) (M) wrote it at pitch 16
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: a non-GEMV tile.matmul_bias of a one-row lhs gets an Acc tile of one row (matmul.cpp:218-280
# takes the Acc's physical rows from the lhs), but mad lays L0C out at ceil16(m) = 16 rows: on a2a3
# pto-isa's TMATMUL raises m = 1 to 16 ("avoid gemv mode", npu/a2a3/TMatmul.hpp), on a5 it issues
# m = 1 with GEMV off (npu/a5/TMatmul.hpp). The TSTORE reads the second N-fractal at the tile's
# pitch, 1: columns 16..31 come out wrong on 910B and on 950 (known/e7ade50f4139.py, 3ffab07d6083.py).
# backend: 910B
import pypto.language as pl

@pl.program
class OneRowMatmulBias:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[1, 32], pl.INT8], b: pl.Tensor[[32, 32], pl.INT8], bias: pl.Tensor[[1, 32], pl.INT32], out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        ta: pl.Tile[[1, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        tc: pl.Tile[[1, 32], pl.INT32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(ta, tb, tc)
        o: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
