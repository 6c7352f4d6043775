# c2v-push-widens-valid (PyPTO #2510): ExpandMixedKernel widens the valid
# rows of a row-narrowed compact accumulator to its physical box right
# before the cube-to-vector push, so the fix pipe would walk L0C at the
# wrong pitch. AccCompactValid, re-produced by the pass, rejects the
# re-narrowing.
# backend: 910B
# faults: c2v-push-widens-valid
# want: contract | AccCompactValid | ExpandMixedKernel | '_' re-narrows a compact accumulator from N to N valid rows, which changes the pitch its readers derive (function '_'). The op is metadata-only, so the bytes stay packed at ceil(N/N)*N while every compact reader would now walk them at the new extent's pitch. Narrow the result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile. |  | 
import pypto.language as pl


@pl.program
class PushWidens:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 32], pl.INT8], b: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        ta: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(a, [0, 0], [32, 32], [1, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ta, tb)
        v: pl.Tile[[32, 32], pl.FP32] = pl.tile.cast(acc, target_type=pl.FP32, mode='rint')
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
