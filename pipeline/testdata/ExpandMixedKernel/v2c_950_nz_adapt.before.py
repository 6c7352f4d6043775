# v2c_pop_into_mat on Ascend950: the cross-core pipe carries fractal data,
# so before tpush_to_aic AIV moves the Vec tile to the NZ view the cube side
# pops (score_nz, col_major / row_major); AIC is the same as on Ascend910B.
# passes: AutoTileMatmulL0,InferTileMemorySpace,ExpandMixedKernel
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        p: pl.Tensor[[64, 512], pl.FP16],
        v: pl.Tensor[[512, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        p_vec: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.load(p, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Vec)
        score: pl.Tile[[64, 512], pl.FP16, pl.Mem.Vec] = pl.tile.exp(p_vec)
        v_mat: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(v, [0, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        o: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(score, v_mat)
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(o, [0, 0], out)
        return out_1
