# want: nothing
# Only bare Vars are checked (PyPTO's As<Var>, which an IterArg does not
# match), so an Acc iter arg fed to the Vec-only tile.exp goes unreported,
# as do the loop's iter arg and return var annotations.
import pypto.language as pl


@pl.program
class IterArgOperand:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, seed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc]):
        for i, (acc,) in pl.range(0, 4, 1, init_values=(seed,)):
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
            r = pl.yield_(acc)
