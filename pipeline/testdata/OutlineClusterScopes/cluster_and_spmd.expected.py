# Expected output of OutlineClusterScopes/cluster_and_spmd: PyPTO's OutlineClusterScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 16], [16], [16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [b * 16], out)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        pl.func_attr({"spmd_unwrapped": True})
        o1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        return out
    @pl.function(type=pl.FunctionType.Spmd)
    def main_spmd_0(self, x: pl.Tensor[[64], pl.FP32], o1: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        o2: pl.Tensor[[64], pl.FP32] = self.kernel(x, o1)
        return o1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        o1: pl.Tensor[[64], pl.FP32] = self.main_cluster_0(n, x, out, attrs={"core_num": n, "sync_start": True})
        o2: pl.Tensor[[64], pl.FP32] = self.main_spmd_0(x, o1, attrs={"core_num": 4})
        return o2
