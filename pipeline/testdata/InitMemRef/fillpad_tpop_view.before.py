# irfuzz finding RF-B2, clean campaign 377b7997169a (seed 15): a cross-core
# pop and its views stay without a MemRef (the data lives in the reserved
# pipe slot), but a tile.fillpad of such a view writes: left buffer-less it
# padded the pipe slot, and the later store of the pop itself read the
# zeroed rows. The fillpad gets a buffer of its own; the set_validshape
# view of the pop stays buffer-less.
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
