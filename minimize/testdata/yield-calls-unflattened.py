# yield-calls-unflattened (PyPTO #2236): FlattenCallExpr does not bind
# calls nested in yields, so the tile tile.exp yields never gets a buffer
# (the lowering would find a tile without an address), and
# MaterializeSemanticAliases wraps it in a tile.move: a call nested in a
# call, which the NoNestedCalls ExpandManualPhaseFence requires
# (pass_properties.h:376-380) rejects first, reported against the pass
# before it.
# backend: 910B
# faults: yield-calls-unflattened
# want: contract | NoNestedCall | AutoDeriveTaskDependencies | Call expression has nested call in arguments |  | 
import pypto.language as pl


@pl.program
class YieldCalls:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (a,) in pl.range(2, init_values=(t,)):
            r = pl.yield_(pl.tile.exp(a))
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
