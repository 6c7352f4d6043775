# want: nothing
# Only InCore-type functions (InCore, AIC, AIV) are checked: the tensor
# world of an Opaque function may hold rank-3 tiles until outlining.
import pypto.language as pl


@pl.program
class OpaqueRank3:
    @pl.function
    def main(self, t: pl.Tile[[2, 8, 128], pl.FP32, pl.Mem.Vec]):
        e: pl.Tile[[2, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
