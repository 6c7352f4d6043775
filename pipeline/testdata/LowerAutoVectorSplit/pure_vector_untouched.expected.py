# Expected output of LowerAutoVectorSplit/pure_vector_untouched (written by -update; review before committing).
# pypto.program: PureVector
import pypto.language as pl

@pl.program
class PureVector:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        at: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(at)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
