# Seed 003: op-call spellings — unified dispatch, promoted ops, system and
# cross-core ops.
import pypto.language as pl


@pl.program
class Ops:
    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(a, [0, 0], [64, 64], [64, 64])
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        doubled: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.mul(tile, 2.0)
        e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(doubled)
        s: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.add(e, tile)
        pl.system.bar_v()
        pl.system.bar_m()
        pl.system.bar_all()
        pl.tpush_to_aic(s, split=0, id=0)
        back: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tpop_from_aic(split=0, id=1)
        t: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        r: pl.Tensor[[64, 64], pl.FP32] = pl.store(back, [0, 0], out)
        return r
