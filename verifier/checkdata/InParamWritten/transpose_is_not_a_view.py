# want: nothing
# PyPTO test_transpose_output_is_not_an_alias_of_its_input: tile.transpose
# inherits the memory space but permutes into a fresh buffer (not in-place
# safe), so assembling into its result does not write src.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], tmp: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec], patch: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec]:
        t: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(src, 0, 1, tmp)
        t2: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(t, patch, [0, 0])
        return t2
