# Expected output of InferTileMemorySpace/vector_op_phi_branch_moved (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.BF16], y: pl.Tensor[[16, 16], pl.BF16], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        tmp: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        a_Left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
        b_Right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(b, target_memory=pl.Mem.Right)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_Left, b_Right)
        a_Vec: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.move(a, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tr: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.transpose(a_Vec, 0, 1, tmp)
        if flag < 0:
            c: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.yield_(a_Vec)
        else:
            c: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.yield_(tr)
        c_Left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(c, target_memory=pl.Mem.Left)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(g, c_Left, b_Right)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
