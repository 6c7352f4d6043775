# With fault #2468 on, the if/else phi of two Acc values is never recorded:
# tile.cast keeps its Acc operand (the phi's type, taken from its yields) and
# TileMemoryInferred reports it.
# backend: 950
# faults: if-phi-space-unrecorded
# error: TileMemoryInferred
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        flag: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 128], pl.FP32] = pl.matmul(x_tile, y_tile)
        if flag < 1:
            acc = pl.yield_(seed)
        else:
            acc_more: pl.Tile[[16, 128], pl.FP32] = pl.matmul_acc(seed, x_tile, y_tile)
            acc = pl.yield_(acc_more)
        narrowed: pl.Tile[[16, 128], pl.BF16] = pl.cast(acc, pl.BF16, mode="rint")
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.store(narrowed, [0, 0], out_0)
        return out_0
