# A vector op reading an accumulator inherits its col-major view in the input;
# once the pass moves the accumulator to Vec (row-major, with a backend) the
# op's result is row-major, and the loop carry it seeds, with the loop's
# result, must carry that layout, not the stale annotation.
# backend: Ascend910B
import pypto.language as pl

@pl.program
class CarryLayout:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        r: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc)
        for i, (c,) in pl.range(2, init_values=(e,)):
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
