# A Vec tile bigger than the 910B unified buffer: AllocateMemoryAddr refuses
# the kernel, which is a user error, not a finding.
# backend: Ascend910B
# rejected: AllocateMemoryAddr: function 'kernel': Vec buffer usage (262144 bytes) exceeds platform limit
# want: nothing
import pypto.language as pl


@pl.program
class TooBig:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[256, 256], pl.FP32], out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        t: pl.Tile[[256, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Vec)
        e: pl.Tile[[256, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        o: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
