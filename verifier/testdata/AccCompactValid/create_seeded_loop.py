# want: ERROR AccCompactValid 1 @25:19 "'tile.matmul_acc' accumulates rows valid rows into an accumulator that is not compact (function 'kernel')"
# The second repro of #2470: an accumulator seeded by tile.create (never
# stamped compact) carried through a loop whose lhs has a runtime-narrowed
# row count. The matmul_acc inherits the seed's non-compact mode; mad's
# pitch ceil(rows/16)*16 cannot be proven to equal 64.
import pypto.language as pl


@pl.program
class Seeded:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 256], pl.BF16],
        y: pl.Tensor[[256, 128], pl.BF16],
        rows: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        seed: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 4, 1, init_values=(seed,)):
            lhs_m = pl.tile.load(x, [0, 0], [64, 64], [rows, 64], target_memory=pl.Mem.Mat)
            lhs = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
            rhs_m = pl.tile.load(y, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            rhs = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
            nxt = pl.tile.matmul_acc(acc, lhs, rhs)
            r = pl.yield_(nxt)
        out_1 = pl.tile.store(r, [0, 0], out_0)
        return out_1
