# Campaign kernel 377b7997169a (README campaign, random seed): the carry c of
# sl (a 16x16 window of the 16x32 fp) is padded into fp_1, a buffer of its
# own; sl is stored after the loop and must keep its bytes.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        fp: pl.Tile[[16, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        sl: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [16, 16], [0, 0])
        for (n, c) in pl.while_(init_values=(0, sl)):
            pl.cond(n < 1)
            fp_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            n_1: pl.Scalar[pl.INDEX] = 1
            n_2, c_1 = pl.yield_(n_1, fp_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
