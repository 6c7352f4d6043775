# Expected output of DeriveCallDirections/wrapper (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bump(a: pl.Tensor[[16, 16], pl.FP32], s: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], s)
        return r
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def grp(a: pl.Tensor[[16, 16], pl.FP32], s: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.bump(a, s, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], s: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        v: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.adds(a, 1.0)
        s_1: pl.Tensor[[16, 16], pl.FP32] = self.grp(v, s, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return s_1
