# A matmul accumulator that is a row window of a wider Acc tile (rows 0-15
# of a [32, 32] accumulator, spanning two 16-column blocks) is not
# contiguous in L0C's block layout: rejected with PyPTO's message
# (pto-isa#253).
# backend: 950
# error: tile.matmul_acc: the accumulator is a 16x32 row window of a 32x32 Acc (L0C) tile
import pypto.language as pl


@pl.program
class AccWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        al: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        br: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        top: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [0, 0])
        r: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(top, al, br)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
