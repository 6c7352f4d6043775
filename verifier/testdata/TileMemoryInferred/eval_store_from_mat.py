# want: ERROR TileMemoryInferred 0 @11:9 "InCore function 'kernel': Op 'tile.store' input 0 ('m') requires Vec/Acc but is in Mat"
# The constraint check covers EvalStmt calls too, and lists every allowed
# space: tile.store takes its source from Vec or Acc, not Mat.
import pypto.language as pl


@pl.program
class StoreFromMat:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
        m: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        pl.tile.store(m, [0, 0], out_0)
