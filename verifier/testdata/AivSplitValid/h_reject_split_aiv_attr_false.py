# (h) keys on the attr's value: split_aiv=False is no outliner stamp.
# want: ERROR AivSplitValid 0 @11:9 "opens a CORE_GROUP-level region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def core(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": False})
        with pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            e = pl.tile.exp(d)
        return
