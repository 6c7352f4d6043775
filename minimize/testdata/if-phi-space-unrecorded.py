# if-phi-space-unrecorded (PyPTO #2468): InferTileMemorySpace does not
# record if/else phis, so the matmul reading a phi of two Mat tiles gets
# no move into Left. TileMemoryInferred rejects the pass output.
# backend: 910B
# faults: if-phi-space-unrecorded
# want: contract | TileMemoryInferred | InferTileMemorySpace | InCore function '_': Op '_' input N ('_') requires Left but is in Mat |  | 
import pypto.language as pl


@pl.program
class PhiSpace:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.BF16], b: pl.Tensor[[16, 16], pl.BF16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        y: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        if flag < 1:
            p = pl.yield_(x)
        else:
            p = pl.yield_(y)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(p, y)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
