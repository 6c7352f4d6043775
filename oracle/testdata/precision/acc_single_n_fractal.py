# AccCompactValid rejects a non-compact accumulator whose lhs is narrowed to
# 8 of its 32 rows: mad writes at pitch 16, a non-compact reader derives 32.
# With N = 16 the accumulator has a single N-fractal, whose address the
# pitch never enters, so the stored numbers are right: a false positive of
# the released rule, which acc-single-fractal-rejected re-creates (irfuzz's
# rule spares a single N-fractal: clean/acc_single_n_fractal_fixed.py).
# backend: Ascend910B
# faults: acc-single-fractal-rejected
# want: precision | AccCompactValid | InferTileMemorySpace | rejected, yet every other rule accepts and the simulator agrees with the reference: '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | 
import pypto.language as pl


@pl.program
class SingleFractal:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        ta: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(a, [0, 0], [32, 32], [8, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, la, rb, True)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
