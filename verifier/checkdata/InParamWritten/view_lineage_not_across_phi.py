# want: nothing
# View lineage is not carried across a phi: the slice of acc enters the loop
# as an iter arg, and the assemble through the iter arg is not traced back
# to acc (an under-report, the safe direction; PyPTO behaves the same).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], src: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec]):
        view: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(acc, [8, 128], [0, 0])
        for i, (v,) in pl.range(0, 2, 1, init_values=(view,)):
            v2: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(v, src, [0, 0])
            r = pl.yield_(v2)
