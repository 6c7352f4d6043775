# Mat slices are folded away: a tile.extract of a slice reads the slice's
# base at the summed offset (a slice of a slice peels to the base), and a
# Mat slice fed to tile.matmul becomes a tile.extract into Left (lhs) or
# Right (rhs) before the call. Both slices are then dead and dropped.
# backend: 950
import pypto.language as pl


@pl.program
class MatFold:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        top: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(am, [32, 64], [32, 0])
        q: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.slice(top, [32, 32], [0, 32])
        lhs: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left] = pl.tile.extract(q, 0, 0, [32, 32], target_memory=pl.Mem.Left)
        bs: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.slice(bm, [32, 32], [32, 0])
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs, bs)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
