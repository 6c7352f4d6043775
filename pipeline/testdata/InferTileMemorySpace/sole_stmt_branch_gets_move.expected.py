# Expected output of InferTileMemorySpace/sole_stmt_branch_gets_move (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 32], pl.FP16], o: pl.Out[pl.Tensor[[16, 32], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 32], pl.FP32]:
        at: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        at_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(at, target_memory=pl.Mem.Left)
        bt_Right: pl.Tile[[16, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(bt, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(at_Left, bt_Right)
        if n == 0:
            c_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(c, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            r: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.neg(c_Vec)
        else:
            c_Vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(c, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c_Vec_1)
            s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.abs(e)
        return o
