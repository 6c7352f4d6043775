# Expected output of InferTileMemorySpace/accumulator_backprop_to_create (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(lhs: pl.Tensor[[16, 32], pl.BF16], rhs: pl.Tensor[[32, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        lhs_m: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_0
