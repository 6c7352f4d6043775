# Expected output of InferTileMemorySpace/vector_op_transpose_feeds_matmul (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        tr: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(t, 0, 1, tmp)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        tr_Left: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(tr, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tr_Left, r_Right)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
