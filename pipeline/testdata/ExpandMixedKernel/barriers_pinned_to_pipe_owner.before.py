# P5: user-written barriers and flags name pipes, and a pipe belongs to one
# core: V to the vector core (AIV), M, MTE1 and FIX to the cube core (AIC);
# S, MTE2 and MTE3 exist on both. PyPTO classifies system.bar_v / bar_m /
# sync_src / sync_dst as SHARED and copies them onto both sides, so AIC got
# a pipe_barrier(PIPE_V) and a set_flag on V, which it has no pipe for. Each
# now goes only to the core that owns the pipes it names; one naming only
# shared pipes (bar_all, MTE2 -> MTE3) still goes to both. They do not make
# a kernel mixed on their own (see bar_m_dropped_from_vector_kernel).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        pl.system.bar_m()
        acc_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_Vec)
        pl.system.bar_v()
        pl.system.bar_all()
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=2)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
