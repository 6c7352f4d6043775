# The real PyPTO's passes.unroll_loops() on unroll_descending.before.py, printed by ir.python_print.
# pypto.program: UnrollDescending
import pypto.language as pl

@pl.program
class UnrollDescending:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> pl.Tensor[[48, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(n, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(n, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(n, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        return out
