# A one-row lhs: on a2a3 the cube issues the matmul with m = 16 (not GEMV
# mode) and writes its N-fractals at pitch 16, but PyPTO declares the
# accumulator one row high (pto_type_utils.cpp:173-175), so the store
# reads the second N-fractal at pitch 1: columns 16..31 are wrong (the
# pinned PyPTO's .pto simulated gives the same, irfuzz sim -sut pypto;
# docs/findings.md, matmul-one-row-acc-a2a3).
# backend: Ascend910B
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL |  | out
# want: simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | 
# want: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL |  | out
import pypto.language as pl


@pl.program
class OneRow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[1, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        l: pl.Tile[[1, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        r: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
