# test_forstmt_accumulator_backprops_acc_to_create_init: an unset tile.create
# seed resolves to Acc from the loop carry's demand (born in Acc).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[16, 32], pl.BF16],
        rhs: pl.Tensor[[32, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        lhs_m: pl.Tile[[16, 32], pl.BF16] = pl.load(lhs, [0, 0], [16, 32], target_memory=pl.MemorySpace.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16] = pl.load(rhs, [0, 0], [32, 16], target_memory=pl.MemorySpace.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16] = pl.move(lhs_m, target_memory=pl.MemorySpace.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16] = pl.move(rhs_m, target_memory=pl.MemorySpace.Right)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32] = pl.matmul_acc(acc, lhs_l, rhs_r)
            r = pl.yield_(acc_next)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out_0)
        return out_0
