# The kernel returns its two Out parameters in the wrong order, the second
# through a loop carry: the return becomes (hi, lo), the parameters
# themselves in parameter order, the return types follow, and the
# Orchestration's r[0] / r[1] swap (checked against the pinned
# passes.normalize_return_order()).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        h: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        hs: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(h, [0, 0], hi)
        for i, (acc,) in pl.range(2, init_values=(lo,)):
            acc2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], acc)
            acc3 = pl.yield_(acc2)
        return (hs, acc3)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, lo, hi)
        b: pl.Tensor[[16, 64], pl.FP32] = r[0]
        a: pl.Tensor[[16, 64], pl.FP32] = r[1]
        return a
