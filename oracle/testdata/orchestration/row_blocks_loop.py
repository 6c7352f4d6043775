# backend: Ascend950
# An orchestration loop over row blocks launches one InCore kernel per
# block: slice (a windowed tile.load), exp, row_max and a row-broadcast sub,
# assembled into the loop-carried Out tensor (a tile.store at the block's
# row).
# want: nothing
import pypto.language as pl


@pl.program
class RowBlocks:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(out,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [i * 16, 0])
                e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(blk)
                m: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(e)
                d: pl.Tensor[[16, 64], pl.FP32] = pl.sub(e, m)
                acc_1: pl.Tensor[[64, 64], pl.FP32] = pl.assemble(acc, d, [i * 16, 0])
            r: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc_1)
        return r
