# want: WARNING InParamWritten 0 @13:57 "parameter 'acc' of function 'kernel' is declared In but is written by operator 'tile.assemble', which declares that write in its registry effects."
# PyPTO test_write_through_a_zero_copy_view_is_reported: tile.slice is a
# zero-copy view, so tile.assemble into the view writes the In parameter
# acc; src is only read.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], src: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]:
        view: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(acc, [8, 128], [0, 0])
        view2: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(view, src, [0, 0])
        return acc
