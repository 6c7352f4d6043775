# P2, no legal path: t (Mat, for the cube) is also read by exp through a
# cube-to-vector move, but the cube core stores the accumulator into t's
# tensor io. A second load of io on the vector core at the move would race
# with that store (nothing orders the two cores' GM accesses), and TPUSH
# cannot send an L1 tile: the pass refuses the split, naming the move.
# error: mat_load_of_written_param_rejected.before.py:22:57: ExpandMixedKernel cannot split 'kernel': the cube-to-vector move of 't' (in Mat) has no legal transport: pto-isa's TPUSH hands the vector core only an accumulator (Acc), and 't' loads from 'io', which the kernel also writes where it may overlap the window (tile.store at mat_load_of_written_param_rejected.before.py:25:9): a second load on the vector core could read the written data, or race with the cube core's load
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        io: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(io, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        t_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t_Vec)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        io_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], io)
        return io_1, o
