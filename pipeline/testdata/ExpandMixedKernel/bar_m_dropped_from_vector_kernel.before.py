# P5: a bar_m (and an M -> FIX flag pair) written in a kernel with no cube
# work orders nothing the vector core runs, and the AIV core has no M pipe
# ("a AIV core has no pipe M" in the simulator). The kernel stays a pure
# vector kernel (a statement pinned to a pipe does no work, so it does not
# make the kernel mixed), becomes AIV in place, and loses the two cube-side
# statements; the bar_v and the shared bar_all stay.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(t,)):
            pl.system.bar_m()
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            pl.system.bar_v()
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.system.bar_all()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
