# An Inline helper called twice from an InCore kernel: each call site gets
# the helper's body with the parameters bound to the arguments and its own
# definitions renamed (<name>_inline<N>); the trailing return becomes the
# call's assignment, and the helper is dropped
# (inline_functions_pass.cpp:204-306, :735-743).
import pypto.language as pl


@pl.program
class HelperTwice:
    @pl.function(type=pl.FunctionType.Inline)
    def scale_add(self, t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec], k: pl.Scalar[pl.FP32]) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, k)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, t)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.scale_add(a, 2.0)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = self.scale_add(b, 3.0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
