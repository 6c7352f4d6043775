# Under the DSA_RP planner the chooser may double-buffer the accumulator
# (dbC=2): the [160, 512] FP32 product exceeds L0C, the whole K = 64 fits
# one L0 block, and the grid's moving loop carries
# pipeline_double_buffer_c=True (under the PyPTO planner it does not).
# backend: 950
# planner: dsa_rp
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[160, 64], pl.FP16],
        w: pl.Tensor[[64, 512], pl.FP16],
        y: pl.Out[pl.Tensor[[160, 512], pl.FP32]],
    ) -> pl.Tensor[[160, 512], pl.FP32]:
        x_mat: pl.Tile[[160, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [160, 64], [160, 64], target_memory=pl.Mem.Mat)
        w_mat: pl.Tile[[64, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[160, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_mat, w_mat)
        y = pl.tile.store(acc, [0, 0], y)
        return y
