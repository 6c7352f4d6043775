# An accumulator used as a cube operand (the lhs of one matmul, the rhs of
# another): no chip moves L0C into L0A/L0B, so with a backend the pass
# routes the move along the backend's direct moves, Acc -> Mat -> Left /
# Right, and the second consumer reuses the Mat copy.
# backend: 950
import pypto.language as pl

@pl.program
class AccOperand:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], y: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        b: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(y, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc, acc)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
