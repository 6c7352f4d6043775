# backend: Ascend910B
# With fault #2149 on, the flatten claims the whole [16, 32] tile valid,
# dropping the one-row-of-two valid region: the compiled program differs (the
# store would write 8 rows that hold no data).
# faults: reshape-drops-valid
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TEXP |  | out
# want: simdiag | out-of-bounds |  | aiv0#N TLOAD(_ = tile.load @N): GM window offset [_] extent [_] leaves tensor x of shape [_] |  | 
# want: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TEXP |  | out
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[3, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[3, 8, 32], pl.FP32]]) -> pl.Tensor[[3, 8, 32], pl.FP32]:
        t = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], clamp=True, target_memory=None)
        e = pl.exp(t)
        o = pl.store(e, [2, 0, 0], out)
        return o
