# A mixed kernel after ExpandMixedKernel: the AIV half returns its two Out
# parameters in the wrong order and the Group wrapper calls it as a
# statement, returning its own parameters. The AIV return becomes (lo, hi)
# with its types, the wrapper is left as it was: its call keeps the old
# tuple type (TupleIndexPermutationMutator rebuilds only tuple indices,
# normalize_return_order_pass.cpp:323-391), so its print reads back with
# the new one (checked against the pinned passes.normalize_return_order(),
# whose own print/parse round trip fails at ['k'].body[1].expr.type).
# error: round trip failed: func k / stmt 1 / k_aiv / type: dtype FP16 vs FP32
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(self, x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]):
        pass

    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k_aiv(self, x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        hs: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(t, [0, 0], hi)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        ls: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], lo)
        return hs, ls

    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(self, x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.FP32]]:
        self.k_aic(x, lo, hi)
        self.k_aiv(x, lo, hi)
        return hi, lo
