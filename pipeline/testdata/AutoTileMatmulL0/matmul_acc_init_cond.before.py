# A tile.matmul_acc with a caller-supplied init_cond is left alone: the
# pinned AutoTileMatmulL0 takes a 3-operand matmul_acc only
# (auto_tile_matmul_l0_pass.cpp:789-795), as the real PyPTO confirms.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[64, 512], pl.FP32],
        b: pl.Tensor[[512, 64], pl.FP32],
        first: pl.Scalar[pl.BOOL],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a_mat: pl.Tile[[64, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, a_mat, b_mat, first)
        out = pl.tile.store(acc1, [0, 0], out)
        return out
