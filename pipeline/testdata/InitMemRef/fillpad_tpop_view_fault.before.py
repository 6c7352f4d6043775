# With fillpad-in-place-strided (the released behaviour) the fillpad of a
# view of a pop stays buffer-less and pads the pipe slot.
# faults: fillpad-in-place-strided
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        rows: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        vs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(mv, rows, 16)
        fp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(vs)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(fp)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(mv, [0, 0], out)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], o)
        return o2
