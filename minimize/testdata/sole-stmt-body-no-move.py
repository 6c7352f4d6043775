# sole-stmt-body-no-move (irfuzz RF-S1): the then branch's tile.neg is the
# branch's only statement; with the fault, InferTileMemorySpace inserts
# moves only into a SeqStmts, as the pinned pass does, so tile.neg reads
# the matmul result in Acc and the pass's TileMemoryInferred rejects the
# kernel. Fixed, the branch gets its Acc -> Vec move.
# backend: 950
# faults: sole-stmt-body-no-move
# want: contract | TileMemoryInferred | InferTileMemorySpace | InCore function '_': Op '_' input N ('_') requires Vec but is in Acc |  | 
import pypto.language as pl


@pl.program
class SoleStmt:
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
