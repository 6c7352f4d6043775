# Expected output of OutlineHierarchyScopes/nested_levels: PyPTO's OutlineHierarchyScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(level=pl.Level.CHIP)
    def main_chip_1(self, z: pl.Tensor[[64], pl.FP32], out: pl.Tensor[[64], pl.FP32]):
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(z, [0], [64], [64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [0], out)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def main_global_orch_0_host_orch_0(self, y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(y, y)
        return z
    @pl.function(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator)
    def main_global_orch_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        z: pl.Tensor[[64], pl.FP32] = self.main_global_orch_0_host_orch_0(y)
        return z
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = self.main_global_orch_0(x)
        self.main_chip_1(z, out)
        return z
