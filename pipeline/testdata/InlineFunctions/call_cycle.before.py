# Two Inline functions calling each other: PyPTO's ValueError
# (DetectInlineCycles, inline_functions_pass.cpp:68-104).
# error: Cycle detected in FunctionType::Inline call graph: 
# (PyPTO walks its functions in hash order and names the cycle g -> f -> g;
# the model walks them by name and names it f -> g -> f.)
import pypto.language as pl


@pl.program
class Cycle:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.g(t)
        return r

    @pl.function(type=pl.FunctionType.Inline)
    def g(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.f(t)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.f(a)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(b, [0, 0], out)
        return o
