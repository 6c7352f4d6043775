# A Group wrapper declares its forwarded parameter In although the inner
# kernel writes it InOut: the signature takes InOut first, so the call of
# the wrapper gives inout there. A call of a registered op is left alone.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def bump(self, a: pl.Tensor[[16, 16], pl.FP32], s: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], s)
        return r

    @pl.function(type=pl.FunctionType.Group)
    def grp(self, a: pl.Tensor[[16, 16], pl.FP32], s: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.bump(a, s)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], s: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        v: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.adds(a, 1.0)
        s_1: pl.Tensor[[16, 16], pl.FP32] = self.grp(v, s)
        return s_1
