# backend: Ascend910B
# FaultC2VPushWidensValid (PyPTO #2510): the same kernel as
# narrowed_acc_push_keeps_compact, but the AIC side widens the pushed
# accumulator's valid rows to the physical box (64) right before
# tpush_to_aiv, as PyPTO's EmitTpushTransportValidShape did, so the fix-pipe
# walks L0C at a 64-row pitch although mad wrote it at 16. The widening
# re-narrows a compact accumulator across a fractal boundary, which
# AccCompactValid (re-produced by ExpandMixedKernel) rejects with code 2.
# faults: c2v-push-widens-valid
# want: contract | AccCompactValid | ExpandMixedKernel | '_' re-narrows a compact accumulator from N to N valid rows, which changes the pitch its readers derive (function '_'). The op is metadata-only, so the bytes stay packed at ceil(N/N)*N while every compact reader would now walk them at the new extent's pitch. Narrow the result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile. |  | 
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[64, 2048], pl.INT8],
        rhs: pl.Tensor[[2048, 128], pl.INT8],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        lhs_mat: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(
            lhs, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat
        )
        product: pl.Tile[
            [64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)
        ] = pl.tile.matmul(lhs_mat, rhs_mat)
        widened: pl.Tile[[64, 128], pl.FP32] = pl.tile.cast(product, target_type=pl.FP32, mode='rint')
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(widened, [0, 0], out)
        return out_1
