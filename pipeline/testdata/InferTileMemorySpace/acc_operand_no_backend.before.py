# Without a backend the pass knows no routes: an accumulator used as a cube
# operand gets the single move it always did (today's behaviour).
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
