# The real PyPTO's passes.unroll_loops() on unroll_offsets.before.py, printed by ir.python_print.
# pypto.program: UnrollOffsets
import pypto.language as pl

@pl.program
class UnrollOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[48, 16], pl.FP32]]) -> pl.Tensor[[48, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(e, [16, 0], out)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[48, 16], pl.FP32] = pl.tile.store(e, [32, 0], out)
        return out
