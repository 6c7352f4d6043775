# One move per (producer, space) per statement list: the two consumers in the
# function body share one move (and the branches reuse it: it dominates them);
# z_m is first consumed inside the branches, so each branch gets its own move.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        z: pl.Tensor[[128, 128], pl.BF16],
        flag: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_m: pl.Tile[[16, 128], pl.BF16] = pl.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        y_m: pl.Tile[[128, 128], pl.BF16] = pl.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        z_m: pl.Tile[[128, 128], pl.BF16] = pl.load(z, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        p: pl.Tile[[16, 128], pl.FP32] = pl.matmul(x_m, y_m)
        q: pl.Tile[[16, 128], pl.FP32] = pl.matmul_acc(p, x_m, y_m)
        if flag < 1:
            t: pl.Tile[[16, 128], pl.FP32] = pl.matmul_acc(q, x_m, z_m)
            phi: pl.Tile[[16, 128], pl.FP32] = pl.yield_(t)
        else:
            e: pl.Tile[[16, 128], pl.FP32] = pl.matmul_acc(q, x_m, z_m)
            phi: pl.Tile[[16, 128], pl.FP32] = pl.yield_(e)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(phi, [0, 0], out_0)
        return out_0
