# reuse-ignores-phi-liveness (PyPTO #1832): MemoryReuse's liveness ignores
# the if phi r, so w takes the buffer r still lives in and clobbers it
# before the store reads r: the output differs from the reference.
# backend: 910B
# faults: reuse-ignores-phi-liveness
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TLOAD |  | out
import pypto.language as pl


@pl.program
class PhiLiveness:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], cond: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        if cond < 1:
            r = pl.yield_(ta)
        else:
            r = pl.yield_(ta)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
