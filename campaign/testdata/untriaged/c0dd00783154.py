# irfuzz corpus v1
# signature: "precision | AccCompactValid | InferTileMemorySpace | rejected, yet every other rule accepts and the simulator agrees with the reference: '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | "
# status: open
# oracle: precision
# property: AccCompactValid
# pass: InferTileMemorySpace
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 7725891270565686561
# case: 439824
# generator: gen/v1
# statements: 14
# count: 1
# first_seen: 2026-12-03T18:16:34Z
# last_seen: 2026-12-03T18:16:34Z
# choices: 98.80.35.7.3.13.7.0.2.38.0.1.1.1.0.44.3.65.51.3.76.22.54.70.2.9.85.5.3.7.5.0.84.60.2.2.0.3.0.95.5.54.6.86.94.3.63.9.2.14.3.0.1.0.1.16.43.7.68.69.13.47.46.0.2.3.7.80.39.48.1.0.2.0.1.20.86.1.2.0.66.18.0.79.4.31.40.86.1.6.6.84.15.63.77.64.17.11.49.9.0.11.26.4.2.4.0.10.82.87.3.1.0*3.68.28

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[64, 32], pl.FP32], x_2: pl.Tensor[[32, 128], pl.FP32], x_3: pl.Tensor[[128, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 32], pl.INT32]]) -> pl.Tensor[[64, 32], pl.INT32]:
        t: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(x, [8, 0], [8, 16], [8, 16], target_memory=None)
        vs: pl.Tile[[8, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 8), 16])] = pl.tile.set_validshape(t, pl.min(rows, 8), 16)
        t_1: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x_1, [48, 0], [16, 32], [1, 32], target_memory=None)
        ln: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 1), 32])] = pl.tile.set_validshape(t_1, pl.min(rows, 1), 32)
        t_2: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_2, [0, 64], [32, 64], [32, 64], target_memory=None)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 1), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_2)
        t_3: pl.Tile[[128, 32], pl.INT8] = pl.tile.load(x_3, [0, 32], [128, 32], [128, 32], target_memory=None)
        l: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[16, 32])] = pl.tile.slice(t_3, [32, 32], [0, 0], [16, 32])
        tv: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[32, 16], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l)
        l_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[16, 32])] = pl.tile.transpose_view(tv)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l_1, tv, True)
        v: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.divs(acc_1, pl.const(2, pl.INT32))
        o: pl.Tensor[[64, 32], pl.INT32] = pl.tile.store(v, [0, 0], out)
        return o
