# written-acc-renarrow (irfuzz RF-C2): PyPTO's AccCompactValid exempts a
# full-box compact accumulator from the re-narrow check even after mad
# wrote it: matmul_acc writes the 32-row box at pitch 32, set_validshape
# narrows it to 8 rows and the store reads it at ceil16(8) = 16. irfuzz's
# rule exempts only a seed nothing wrote (code 2).
# backend: 910B
# faults: written-acc-renarrow
# want: simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | 
import pypto.language as pl


@pl.program
class RenarrowWritten:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.BF16], y: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        b: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, a, b, True)
        vs: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 8, 32)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
