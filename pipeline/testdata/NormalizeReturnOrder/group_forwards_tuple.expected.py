# Expected output of NormalizeReturnOrder/group_forwards_tuple (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], o1: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], o1)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        s2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], o2)
        return o1, o2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def g(x: pl.Tensor[[16, 64], pl.FP32], o1: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        res: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, o1, o2)
        return o1, o2
