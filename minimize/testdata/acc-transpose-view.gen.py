# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N TSTORE(_ = tile.store @N): source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed) |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: OutParamNotShadowed
# backend: Ascend950
# faults: acc-transpose-view
# seed: 8370408428199889479
# case: 1088
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-11-30T02:43:56Z
# last_seen: 2026-11-30T02:43:56Z
# note: RF-G1: PyPTO accepts tile.transpose_view of an accumulator and stores it, but pto-isa's fix pipe reads L0C as NZ whatever the tile's layout (TStoreAcc, TMovCcToUb), so the store is not transposed; the simulator reports it illegal (was 225a1bf74962)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.BF16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.BF16, pl.TileView(valid_shape=[32, 16])] = pl.tile.load(x, [0, 0], [64, 16], [32, 16], target_memory=None)
        t_1: pl.Tile[[16, 64], pl.BF16] = pl.tile.create([16, 64], dtype=pl.BF16, target_memory=None)
        bm: pl.Tile[[1, 64], pl.FP32] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t, t_1, bm)
        tv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(acc)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
