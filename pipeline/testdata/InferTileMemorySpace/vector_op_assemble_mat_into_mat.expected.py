# Expected output of InferTileMemorySpace/vector_op_assemble_mat_into_mat (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        a_Left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_Left, t_Right)
        as_: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.assemble(t, t, [0, 0])
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(g, [0, 0], out_0)
        return out_0
