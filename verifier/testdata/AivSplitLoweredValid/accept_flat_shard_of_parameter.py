# A flat (region-free) boundary in an InCore function LowerAutoVectorSplit
# re-stamped split_aiv: admitted with its explicit split, and a parameter
# operand exists on both lanes, so its Vec annotation is not checked (PyPTO
# test_lowered_boundary_accepts_shared_parameter_memory, in_region=False).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": True})
        half = pl.tile.aiv_shard(source, split=1)
        return
