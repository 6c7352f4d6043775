# (d) is mode-independent: a Vec shard operand is as wrong in a NONE region
# (PyPTO test_boundary_memory_contract_still_checked_in_none_region).
# want: ERROR AivSplitValid 0 @12:19 "'tile.aiv_shard' operand is in Vec, but it transfers a cube-produced value across the cross-core boundary and requires Acc."
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            res = pl.tile.aiv_shard(d, split=0)
        return
