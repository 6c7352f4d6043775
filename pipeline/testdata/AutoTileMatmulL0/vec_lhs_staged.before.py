# The PV (score . V) path of PyPTO's AutoTileMatmulL0: a Vec-resident left
# operand is staged to Mat once, before the K loop, with a tile.move (which
# ExpandMixedKernel later lowers to a tpush / tpop pair), and the per-step
# Left extract slices the staged tile.
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
        out = pl.tile.store(o, [0, 0], out)
        return out
