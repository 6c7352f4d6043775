# Variant of campaign kernel 377b7997169a: two iterations, so the carry c
# holds fp_1 (padded into a buffer of its own) on the second one, and both
# sl and the final carry c_1 are stored.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        fp: pl.Tile[[16, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        sl: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [16, 16], [0, 0])
        for (n, c) in pl.while_(init_values=(0, sl)):
            pl.cond(n < 2)
            fp_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_1 = pl.yield_(n_1, fp_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out2)
        return o
