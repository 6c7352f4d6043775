# fillpad-in-place-strided (irfuzz RF-B2): InitMemRef lets tile.fillpad
# share its input's buffer even when the input is a column window of a
# larger row-major Vec tile (the window lies at the parent's pitch of 32
# columns), so the fillpad lays its 16 columns out at pitch 16 over the
# parent, and the store of the parent writes corrupted data. The pinned
# fillpad is a Vec op with a buffer of its own (elementwise.cpp:1278-1279,
# init_memref.cpp:61-69).
# backend: 950
# faults: fillpad-in-place-strided
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TFILLPAD |  | out
import pypto.language as pl


@pl.program
class FillpadWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        l: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [16, 16], [0, 16])
        lp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l)
        o1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(lp, [0, 0], out_1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o, o1
