# A window into a larger UB tile: the exp reads it at the parent's layout
# offset of (8, 32), (8 * 64 + 32) * 4 = 0x880, and at the parent's pitch 64.
import pypto.language as pl


@pl.program
class Window:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        w: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, 2176, 992), pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [8, 32])
        e: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, 4096, 1024), pl.Mem.Vec] = pl.tile.exp(w)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
