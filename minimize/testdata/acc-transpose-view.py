# acc-transpose-view (irfuzz RF-G1): PyPTO accepts a tile.transpose_view of
# an accumulator, but pto-isa's fix pipe reads L0C as NZ whatever the
# tile's layout (TStoreAcc, TMovCcToUb), so the store of the ZN view is not
# transposed; the simulator reports it illegal. irfuzz's rule rejects the
# view (code 5).
# backend: 910B
# faults: acc-transpose-view
# want: simdiag | illegal |  | aic0#N TSTORE(_ = tile.store @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | 
import pypto.language as pl


@pl.program
class TransposeAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP16], y: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        b: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(y, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(acc)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
