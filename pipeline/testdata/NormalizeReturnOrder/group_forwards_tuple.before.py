# A Group returning the whole result tuple of its two-result kernel
# returns the two Out parameters the kernel writes instead, one value per
# declared result; the kernel's own return names its parameters (checked
# against the pinned passes.normalize_return_order()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], o1: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], o1)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        s2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], o2)
        return (s1, s2)

    @pl.function(type=pl.FunctionType.Group)
    def g(self, x: pl.Tensor[[16, 64], pl.FP32], o1: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        res: tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, o1, o2)
        return res
