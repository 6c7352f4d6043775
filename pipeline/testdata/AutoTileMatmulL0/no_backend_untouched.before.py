# With no backend configured there are no L0 capacities to tile against:
# the pass leaves the program unchanged (the same kernel as
# plain_matmul_k_loop, which the 910B tiles).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        a_mat: pl.Tile[[128, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[256, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
