# Expected output of InferTileMemorySpace/vector_op_phi_acc_branch (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INT64], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_Left: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
        b_Right: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(b, target_memory=pl.Mem.Right)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_Left, b_Right)
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        a_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(a, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tr: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(a_Vec, 0, 1, tmp)
        if flag < 0:
            g_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(g, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(g_Vec)
        else:
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(tr)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_0
