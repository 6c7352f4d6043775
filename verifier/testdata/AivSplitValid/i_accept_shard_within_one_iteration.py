# (i) negative: the shard is produced and consumed in one iteration, the
# form the diagnostic asks for (PyPTO
# test_boundary_produced_and_consumed_in_one_iteration_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for i in pl.range(2):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                sh = pl.tile.aiv_shard(acc, split=1)
                inner = pl.tile.add(sh, sh)
        return
