# Expected output of InferTileMemorySpace/residency_declined_external (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        for n, (acc,) in pl.range(0, 256, 128, init_values=(out,)):
            lhs_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            rhs_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, n], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
            lhs_mat_Left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs_mat_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c_n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat_Left, rhs_mat_Right)
            result: pl.Tensor[[16, 256], pl.FP32] = pl.yield_(pl.tile.store(c_n, [0, n], acc))
        return result
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        r: pl.Tensor[[16, 256], pl.FP32] = self.kernel(lhs, rhs, out)
        return r
