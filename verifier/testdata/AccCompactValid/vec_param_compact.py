# want: ERROR AccCompactValid 3 @12:25 "tile in memory space 'Vec' carries a compact mode (function 'vec_param')"
# want: ERROR AccCompactValid 3 @12:25 "tile in memory space 'Vec' carries a compact mode (function 'vec_param')"
# Check (c) runs on parameters and on every Var-like occurrence, as PyPTO's
# VisitVarLike_ does: the compact Vec parameter is reported at its
# declaration and again at each use.
import pypto.language as pl


@pl.program
class VecParam:
    @pl.function(type=pl.FunctionType.AIV)
    def vec_param(self, t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)], out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out_1 = pl.tile.store(t, [0, 0], out_0)
        return out_1
