# P2: as mat_load_of_inout_rejected, but the vector core stores into rows
# 16..32 of io while t is rows 0..16: the windows are constant and
# disjoint, so nothing orders-or-races between the cube core's load and the
# store, and the vector core may load the same rows into Vec itself.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        io: pl.InOut[pl.Tensor[[32, 16], pl.FP16]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[32, 16], pl.FP16]]:
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(io, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        t_Vec: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_Vec)
        io_1: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(e, [16, 0], io)
        return o, io_1
