# The kernel returns the tile.store's result, an alias of its Out
# parameter, instead of the parameter.
# want: ERROR ReturnParamsExplicit 0 @13:9 "Function 'k' return position 0 ('r') aliases param index 1; param-writeback returns must reference the param directly"
import pypto.language as pl


@pl.program
class Aliased:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return r
