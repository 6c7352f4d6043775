# A well-formed manual-mode mixed kernel: cube work at top level, a C->V
# crossing sharded in a region, vector work and a V->C gather in it, the
# gathered value consumed by the cube outside (PyPTO
# test_wellformed_manual_mode_mixed_body_passes, widened).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def mixed(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
        w: pl.Tile[[64, 32], pl.FP32, pl.Mem.Right],
        bias: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec],
    ):
        pl.func_attr({"split_aiv": True})
        acc = pl.tile.matmul(lhs, rhs)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            half = pl.tile.aiv_shard(acc, split=1)
            biased = pl.tile.add(half, bias)
            act = pl.tile.relu(biased)
            full = pl.tile.aic_gather(act, split=1)
        out = pl.tile.matmul(full, w)
        return
