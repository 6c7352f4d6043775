# A gemv accumulator [16, 32] (valid [1, 32], compact) stored through a
# tile.transpose_view: the ZN view cannot be read by the fix pipe, which
# reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc), so the
# simulator reports the store illegal instead of reading past the 2 KiB
# accumulator (campaign known e8eb85644f6b).
# With acc-transpose-view (RF-G1) on; without it AccCompactValid rejects the view.
# backend: Ascend950
# faults: acc-transpose-view
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TGEMV |  | out
# want: simdiag | illegal |  | aic0#N TSTORE(_ = tile.store @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | 
# want: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TGEMV |  | out
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t_1: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
