# A loop that assembles row blocks into a tile it returns becomes a loop
# that stores each block into the new Out parameter, carrying the
# parameter; the tile that seeded the carry is dropped.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        acc0: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            blk: pl.Tensor[[8, 64], pl.FP32] = pl.slice(x, [8, 64], [i * 8, 0])
            e: pl.Tensor[[8, 64], pl.FP32] = pl.exp(blk)
            acc_1: pl.Tensor[[32, 64], pl.FP32] = pl.assemble(acc, e, [i * 8, 0])
            r: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc_1)
        return r
