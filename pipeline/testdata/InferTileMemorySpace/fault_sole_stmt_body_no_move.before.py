# FaultSoleStmtBodyNoMove (irfuzz RF-S1): the pinned pass inserts the moves
# a consumer needs only into a SeqStmts (VisitStmt_(SeqStmts) ->
# VisitAndInsertMoves, infer_tile_memory_space_pass.cpp:754-790), so the
# then branch's tile.neg, the branch's only statement, keeps reading the
# matmul result in Acc and the pass's TileMemoryInferred rejects the
# kernel (the real PyPTO e2d0f78ae rejects it alike); the else branch, two
# statements, gets its move. Without the fault the model moves c into Vec
# for the then branch too (sole_stmt_branch_gets_move).
# faults: sole-stmt-body-no-move
# passes: InferTileMemorySpace
# error: Op 'tile.neg' input 0 ('c') requires Vec but is in Acc
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 32], pl.FP16],
        o: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        at: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(b, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 32], pl.FP32] = pl.tile.matmul(at, bt)
        if n == 0:
            r: pl.Tile[[16, 32], pl.FP32] = pl.tile.neg(c)
        else:
            e: pl.Tile[[16, 32], pl.FP32] = pl.tile.exp(c)
            s: pl.Tile[[16, 32], pl.FP32] = pl.tile.abs(e)
        return o
