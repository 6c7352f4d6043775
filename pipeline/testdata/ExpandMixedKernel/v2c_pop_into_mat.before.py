# The vector->cube direction, end to end: the PV kernel of AutoTileMatmulL0's
# vec_lhs_staged case (exp on the vector core feeding a K-tiled matmul). The
# Vec->Mat staging move becomes tpush_to_aic on AIV (Ascend910B: no layout
# adaptation, the transfer goes through GM) and a tpop_from_aiv landing in
# Mat with the NZ view on AIC, which the per-step Left extracts slice. The
# accumulator is stored to GM from the cube side; AIV's return falls back
# from the AIC-side store result to the out parameter it writes.
# passes: AutoTileMatmulL0,InferTileMemorySpace,ExpandMixedKernel
# backend: 910B
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
