# fillpad-in-place-strided (irfuzz RF-B2): InitMemRef lets tile.fillpad
# share its input's buffer even when the input is a row window of a larger
# Mat tile (NZ: the window lies at the parent's pitch of 32 rows), so the
# fillpad lays its 16 rows out at pitch 16 over the parent, and the matmul
# reading the parent as its rhs gets corrupted data.
# backend: 950
# faults: fillpad-in-place-strided
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ) |  | out
import pypto.language as pl


@pl.program
class FillpadWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.slice(t, [16, 32], [0, 0])
        lp: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lp, t)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
