# An accumulator pushed cube->vector through a tile.transpose_view: the fix
# pipe cannot read the ZN view (illegal), but the push still hands its slot
# over, holding garbage, so the vector side's pop does not deadlock (it did
# while an illegal push was dropped: clean campaign 5c04a8dbb2e1).
# With acc-transpose-view (RF-G1) on; without it AccCompactValid rejects the view.
# backend: Ascend950
# faults: acc-transpose-view
# want: simdiag | illegal |  | aic0#N TPUSH(tile.tpush_to_aiv @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | 
# want: soundness | illegal |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | 
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 16], pl.INT8]], x_2: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 16], pl.INT8]:
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        tv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.tile.move(tv, target_memory=pl.Mem.Vec)
        t_3: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_2, [0, 0], [16, 16], [16, 16], target_memory=None)
        for i_1, (c_1,) in pl.range(1, 0, -2, init_values=(t_3,)):
            c_2: pl.Tile[[16, 16], pl.FP16] = pl.yield_(c_1)
        t_7: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=None)
        bm: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=None)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(c_2, t_7, bm)
        h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.BF16, mode='rint')
        return out
