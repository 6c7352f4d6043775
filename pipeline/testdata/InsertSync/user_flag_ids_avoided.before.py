# The kernel writes its own MTE2 -> V flag pair with event 0 (and a bar_v).
# InsertSync leaves user flags alone and does not rely on them, but it used
# to give its own MTE2 -> V pair event 0 too: its set and the user's set hit
# the same flag before either wait ("set twice before its wait"; the
# hardware keeps one bit per flag, so a wait could pass before the load it
# guards). The inserted pair now takes event 1, the first id no user flag
# of that pipe pair uses; the V -> MTE3 pair is unaffected and takes 0.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [64, 64])
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.bar_v()
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.exp(tile_a)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result
