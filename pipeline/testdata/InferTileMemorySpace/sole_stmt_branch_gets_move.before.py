# Departure (docs/pypto-version.md, InferTileMemorySpace): the then branch's
# tile.neg, the branch's only statement, gets its Acc -> Vec move as the
# two-statement else branch does. The pinned pass inserts moves only into a
# SeqStmts and rejects this kernel: fault_sole_stmt_body_no_move.
# passes: InferTileMemorySpace
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
