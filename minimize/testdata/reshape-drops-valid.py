# reshape-drops-valid (PyPTO #2149): FlattenTileNdTo2D flattens a 3-D tile
# read with a partial (clamped) valid region and claims the whole 2-D tile
# valid, so the store writes rows that hold no data: the simulator's
# output differs from the reference.
# backend: 910B
# faults: reshape-drops-valid
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TEXP |  | out
import pypto.language as pl


@pl.program
class DropsValid:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[3, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[3, 8, 32], pl.FP32]]) -> pl.Tensor[[3, 8, 32], pl.FP32]:
        t = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], clamp=True, target_memory=None)
        e = pl.tile.exp(t)
        o = pl.tile.store(e, [2, 0, 0], out)
        return o
