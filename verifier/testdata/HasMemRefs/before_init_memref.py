# want: ERROR HasMemRefs 0 @13:9 "TileType variable 't0' has no MemRef initialized"
# want: ERROR HasMemRefs 0 @15:13 "TileType variable 'c2' has no MemRef initialized"
# The output of InferTileMemorySpace, before InitMemRef: every assigned tile
# lacks a MemRef, including the one assigned inside the loop. The loop's
# iter arg and return var are not checked.
import pypto.language as pl


@pl.program
class BeforeInitMemRef:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(0, 4, 1, init_values=(t0,)):
            c2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            r = pl.yield_(c2)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
