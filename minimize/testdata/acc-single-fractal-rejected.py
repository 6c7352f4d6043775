# acc-single-fractal-rejected (irfuzz RF-P1): the released AccCompactValid
# code 1 rejects a non-compact [32, 16] accumulator under a 16-valid-row lhs.
# mad packs at 16 rows and a reader walks 32, but with a single N-fractal
# the pitch never enters an address, so the simulator agrees with the
# reference: a false positive, which the precision oracle reports (a clean
# campaign's c0dd00783154, minimized).
# backend: 950
# faults: acc-single-fractal-rejected
# want: precision | AccCompactValid | InferTileMemorySpace | rejected, yet every other rule accepts and the simulator agrees with the reference: '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | 
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.BF16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[16, 16])] = pl.tile.load(x, [0, 0], [32, 16], [16, 16], target_memory=None)
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        c: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
