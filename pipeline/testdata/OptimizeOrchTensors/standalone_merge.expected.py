# Expected output of OptimizeOrchTensors/standalone_merge (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def acc(x: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (u,) in pl.range(3, init_values=(t,)):
            u_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(u, 1.0)
            u_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(u_1)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u_2, [0, 0], x)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def copy(x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], y)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def twin(x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (u,) in pl.range(2, init_values=(t,)):
            u_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
            u_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(u_1)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u_2, [0, 0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        r1: pl.Tensor[[16, 16], pl.FP32] = self.acc(a)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r2: pl.Tensor[[16, 16], pl.FP32] = self.twin(b, o2)
        o3: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r3: pl.Tensor[[16, 16], pl.FP32] = self.copy(b, o3)
        return r1, r2, r3
