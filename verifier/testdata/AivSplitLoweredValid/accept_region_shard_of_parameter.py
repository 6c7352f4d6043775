# The retained-region form of the same boundary: the lowered stage skips the
# operand check for a parameter inside a region too (PyPTO
# test_lowered_boundary_accepts_shared_parameter_memory, in_region=True).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": True})
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            half = pl.tile.aiv_shard(source, split=1)
        return
