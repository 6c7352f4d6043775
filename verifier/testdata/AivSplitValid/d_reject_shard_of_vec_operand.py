# (d) tile.aiv_shard of a vector-produced (Vec) operand: the boundary moves a
# cube-produced Acc value (PyPTO test_shard_vector_produced_operand_fails).
# want: ERROR AivSplitValid 0 @12:19 "'tile.aiv_shard' operand is in Vec, but it transfers a cube-produced value across the cross-core boundary and requires Acc."
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res = pl.tile.aiv_shard(d, split=1)
        return
