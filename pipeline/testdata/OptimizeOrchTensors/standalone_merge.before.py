# Kernels called outside loops: acc loads its In parameter whole, carries
# it through a loop and stores it into its Out parameter, and its caller
# reads the In argument nowhere else — the two merge. twin does the same,
# but its In argument is read again after the call: no merge. copy has no
# loop carry between load and store: no merge.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def acc(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        for i, (u,) in pl.range(0, 3, 1, init_values=(t,)):
            u_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(u, 1.0)
            u_2 = pl.yield_(u_1)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u_2, [0, 0], y)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def twin(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        for i, (u,) in pl.range(0, 2, 1, init_values=(t,)):
            u_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
            u_2 = pl.yield_(u_1)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u_2, [0, 0], y)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def copy(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], y)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        o1: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        r1: pl.Tensor[[16, 16], pl.FP32] = self.acc(a, o1)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        r2: pl.Tensor[[16, 16], pl.FP32] = self.twin(b, o2)
        o3: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        r3: pl.Tensor[[16, 16], pl.FP32] = self.copy(b, o3)
        return r1, r2, r3
