# Scalar element access: a value read from a tile (tile.read, pto.tgetval)
# and one read from GM (tensor.read, pto.load_scalar) feed tile ops and
# are written back to a tile (tile.write, pto.tsetval) and to GM
# (tensor.write, pto.store_scalar).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], s: pl.Out[pl.Tensor[[1, 4], pl.FP32]]) -> pl.Tensor[[1, 4], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        e: pl.Scalar[pl.FP32] = pl.tile.read(t, [3, 5])
        g: pl.Scalar[pl.FP32] = pl.tensor.read(x, [7, 20])
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, e)
        w: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v, g)
        w_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.write(w, [0, 1], e)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(w_1, [0, 0], out)
        s_1: pl.Tensor[[1, 4], pl.FP32] = pl.tensor.write(s, [0, 2], g)
        return s_1
