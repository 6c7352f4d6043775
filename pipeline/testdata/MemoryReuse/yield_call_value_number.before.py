# With yield-calls-unflattened the loop yields a call, not a variable. The
# carry buffer holds that value from the yield to the exit, and the copy
# planned into it writes that same value: both must name it by one value
# number, or the pass's own hazard check sees the copy land on a different
# value ("a write at 'a' lands on a value it holds while it is still live").
# passes: ConvertToSSA,NormalizeStmtStructure,FlattenCallExpr,InferTileMemorySpace,InitMemRef,MemoryReuse
# faults: yield-calls-unflattened
# backend: 910B
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
