# P5: a set/wait flag pair between M (the cube core's) and V (the vector
# core's) has no core to run on once the kernel is split (910B and 950 keep
# cube and vector pipes on separate cores; a flag synchronizes pipes of one
# core). PyPTO copies it onto both sides; the pass refuses it, naming it.
# error: sync_across_cores_rejected.before.py:24:9: ExpandMixedKernel cannot place system.sync_src in 'kernel': it names pipes of both the cube core (M, MTE1, FIX) and the vector core (V) (pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.V, event_id=0)), and no core has both
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
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        acc_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.V, event_id=0)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_Vec)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
