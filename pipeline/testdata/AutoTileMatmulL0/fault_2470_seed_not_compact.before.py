# FaultNarrowedAccNotCompact (PyPTO #2470): the seed of the row-narrowed
# K chain is built without compact=True, as the pinned PyPTO builds it
# (BuildAccInitWithValidShape, auto_tile_matmul_l0_pass.cpp:369-389). The
# first step's tile.matmul is compact (16 valid rows of 64), the else
# branch's tile.matmul_acc inherits the non-compact carry: the if phi and
# the loop carry disagree, and AutoTileMatmulL0's after-pass TypeCheck
# rejects it, with the three diagnostics the real PyPTO's verifier gives
# (its output equals the pinned PyPTO's, checked with irfuzz equal).
# passes: AutoTileMatmulL0,InferTileMemorySpace
# faults: narrowed-acc-not-compact
# error: Tile view metadata mismatch in IfStmt: then yield value[0] and else yield value[0] have different effective layout
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[64, 2048], pl.INT8],
        rhs: pl.Tensor[[2048, 128], pl.INT8],
        out: pl.Out[pl.Tensor[[64, 128], pl.INT32]],
    ) -> pl.Tensor[[64, 128], pl.INT32]:
        lhs_mat: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(
            lhs, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat
        )
        product: pl.Tile[
            [64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)
        ] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.tile.store(product, [0, 0], out)
        return out
