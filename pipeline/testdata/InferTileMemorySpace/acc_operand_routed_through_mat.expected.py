# Expected output of InferTileMemorySpace/acc_operand_routed_through_mat (written by -update; review before committing).
# pypto.program: AccOperand
import pypto.language as pl

@pl.program
class AccOperand:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], y: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        a_Left: pl.Tile[[32, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
        b_Right: pl.Tile[[16, 32], pl.FP32, pl.Mem.Right] = pl.tile.move(b, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_Left, b_Right)
        acc_Mat: pl.Tile[[32, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(acc, target_memory=pl.Mem.Mat)
        acc_Mat_Left: pl.Tile[[32, 32], pl.FP32, pl.Mem.Left] = pl.tile.move(acc_Mat, target_memory=pl.Mem.Left)
        acc_Mat_Right: pl.Tile[[32, 32], pl.FP32, pl.Mem.Right] = pl.tile.move(acc_Mat, target_memory=pl.Mem.Right)
        acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc_Mat_Left, acc_Mat_Right)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
