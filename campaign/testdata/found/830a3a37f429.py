# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N TPUSH(tile.tpush_to_aiv @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | "
# status: fixed
# oracle: simdiag
# property: illegal
# pass:
# profile: IncoreTileOps
# backend: Ascend950
# faults:
# seed: 3844846312972031626
# case: 357
# generator: gen/v1
# note: "RF-G1, push variant: a tile.transpose_view of an accumulator pushed cube->vector; the fix pipe reads L0C as NZ whatever the view (pto-isa TMovCcToUb), so the vector side gets garbage"
# statements: 5
# count: 9
# first_seen: 2026-11-30T02:56:48Z
# last_seen: 2026-11-30T02:57:32Z
# found_with: acc-transpose-view

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.BF16] = pl.tile.create([1, 16], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1)
        tv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 1], slayout=pl.TileLayout.col_major)] = pl.tile.move(tv, target_memory=pl.Mem.Vec)
        return out
