# want: mismatch: the PTO program computes output 'out' other than the reference at element [1 0]: want 4, got undefined (2 elements differ); no store wrote it
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: tile.set_validshape makes a new tile value, but codegen binds its result to the source's
# handle and emits pto.set_validshape on it (pto_ops_datamove.cpp:1384-1437), which mutates the
# handle in place: the store of the unnarrowed source writes only the narrowed row.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.load(x, [0, 0], [2, 2], [2, 2])
        vs: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[1, 2])] = pl.tile.set_validshape(t, 1, 2)
        o: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
