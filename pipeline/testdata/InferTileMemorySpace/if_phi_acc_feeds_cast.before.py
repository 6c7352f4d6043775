# test_cast_of_if_phi_acc_operand_gets_move (PyPTO #2468): the if/else phi of
# two Acc values is recorded, so tile.cast (Vec only) gets an Acc -> Vec move,
# carrying the row-major layout vector consumers read (backend layout spec).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        flag: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 128], pl.FP32] = pl.matmul(x_tile, y_tile)
        if flag < 1:
            acc: pl.Tile[[16, 128], pl.FP32] = pl.yield_(seed)
        else:
            acc_more: pl.Tile[[16, 128], pl.FP32] = pl.matmul_acc(seed, x_tile, y_tile)
            acc: pl.Tile[[16, 128], pl.FP32] = pl.yield_(acc_more)
        narrowed: pl.Tile[[16, 128], pl.BF16] = pl.cast(acc, pl.BF16, mode="rint")
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.store(narrowed, [0, 0], out_0)
        return out_0
