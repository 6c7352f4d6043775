# pypto.program: IfResults
import pypto.language as pl

@pl.program
class IfResults:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        k: pl.Scalar[pl.INDEX] = n + 1
        if k < 4:
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        else:
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t0)
        j: pl.Scalar[pl.INDEX] = n * 2
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
