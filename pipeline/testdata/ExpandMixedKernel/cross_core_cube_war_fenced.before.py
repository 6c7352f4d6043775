# A cube load of io followed by a vector store over it (a WAR across the
# cores). The cube core cannot push the Mat tile it loaded, but the
# accumulator the matmul computes from it exists only after the load has
# read GM: a token push of that accumulator follows the matmul (InsertSync
# orders the push after the matmul, which it reads), and the vector core
# pops it, then waits from the pop's pipe (MTE2) to MTE3, before its store.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        y: pl.Tensor[[128, 128], pl.BF16],
        io: pl.InOut[pl.Tensor[[16, 128], pl.BF16]],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.BF16]]:
        xv: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(xv)
        eb: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(e, target_type=pl.BF16, mode='rint')
        a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(io, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, y_right)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], out)
        io_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(eb, [0, 0], io)
        return out_1, io_1
