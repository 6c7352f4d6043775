# tensor.scatter_update and the DSL's tile.scatter_update: one
# tile.scatter of whole rows by flat indices index.flat[k] * d + c built
# in INT32 (an INT16 index cast first) and narrowed to INT16 for a 2- or
# 1-byte dst, blended into the input (op_conversion_registry.cpp:585-709);
# checked against the pinned PyPTO.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def rows(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        idx: pl.Tensor[[1, 2], pl.INT32],
        src: pl.Tensor[[2, 16], pl.FP32],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        out: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.scatter_update(x, -2, idx, src)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def half(
        self,
        x: pl.Tensor[[8, 16], pl.FP16],
        idx: pl.Tensor[[2, 2], pl.INT16],
        src: pl.Tensor[[4, 16], pl.FP16],
    ) -> pl.Tensor[[8, 16], pl.FP16]:
        out: pl.Tensor[[8, 16], pl.FP16] = pl.tensor.scatter_update(x, -2, idx, src)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def tile_form(
        self,
        x: pl.Tensor[[8, 16], pl.INT8],
        idx: pl.Tensor[[1, 2], pl.INT32],
        src: pl.Tensor[[2, 16], pl.INT8],
        out: pl.Out[pl.Tensor[[8, 16], pl.INT8]],
    ) -> pl.Tensor[[8, 16], pl.INT8]:
        a: pl.Tile[[8, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        i: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [1, 2], target_memory=pl.Mem.Vec)
        s: pl.Tile[[2, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [2, 16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 16], pl.INT8, pl.Mem.Vec] = pl.tile.scatter_update(a, -2, i, s)
        o: pl.Tensor[[8, 16], pl.INT8] = pl.tile.store(u, [0, 0], out)
        return o
