# A split AIV kernel runs on both vector lanes; each reads its lane index and
# moves its own half of the rows.
import pypto.language as pl


@pl.program
class Lanes:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        i: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(a, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return o
