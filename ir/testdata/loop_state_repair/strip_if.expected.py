# pypto.program: StripIf
import pypto.language as pl

@pl.program
class StripIf:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if n < 1:
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t0)
        else:
            f1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t0)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(f1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y__FREE_VAR, [0, 0], s)
        return o
