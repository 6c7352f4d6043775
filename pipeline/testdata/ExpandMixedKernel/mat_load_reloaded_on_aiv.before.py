# P2 (notes/pipeline-suspects-simfix.md, repro B2_mat_tpush.py after
# InferTileMemorySpace): t is loaded for the cube, so inference stages it in
# Mat, and exp(t) reads it through the cube-to-vector move t_Vec. pto-isa's
# TPUSH takes only Acc or Vec producers (the AIC can hand the vector core an
# accumulator only), so the pass used to emit tpush_to_aiv(t) of an L1 tile,
# which the simulator rejects (and the pop then deadlocks). Since t is a
# tile.load of a parameter the kernel never writes, AIV now loads the same
# window into Vec itself: no push on AIC, no pop on AIV.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP16]]:
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        t_Vec: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_Vec)
        o_1: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(e, [0, 0], out_1)
        return o, o_1
