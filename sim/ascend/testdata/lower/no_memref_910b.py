# error: no_memref_910b.py:9:9: lowering: function 'kernel': tile of type pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] has no allocated address (compile through AllocateMemoryAddr)
import pypto.language as pl


@pl.program
class NoAddr:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
