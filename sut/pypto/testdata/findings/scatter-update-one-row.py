# irfuzz corpus v1
# signature: pypto | ValueError | ConvertTensorToTileOps | The operator tile.row_expand_add requires row-major src1 valid last dimension to be N, but got valid_shape [N, N]
# status: open
# oracle: pypto
# property: ValueError
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: The operator tile.row_expand_add requires row-major src1 valid last dimension to be 8, but got valid_shape [1, 1]
# pinned: src/ir/transforms/op_conversion_registry.cpp:672-676 (scatter_update's conversion reshapes the index to [n, 1], scales it and row-expand-adds it; with n = 1 the [1, 1] row base is row-major, transform.cpp:332, and tile.row_expand_add wants a row-major row vector 32 bytes wide, broadcast.cpp:148-160)
# kind: bug
# silent: loud
# upstream: not reported upstream; docs/findings.md, "tile.scatter_update of one row"
# also: the same with tensor.scatter_update (one registration, op_conversion_registry.cpp:707-709); two index rows or more compile (the [n, 1] row base is col-major)
# note: found by the real check of irfuzz gen -n 500 (Default seeds 124 and 190); the model rejects the same kernels at the same pass since tile.reshape re-infers its layout

import pypto.language as pl

@pl.program
class OneRowScatterUpdate:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 8], pl.FP16], idx: pl.Tensor[[1, 1], pl.INT32], src: pl.Tensor[[1, 8], pl.FP16], out: pl.Out[pl.Tensor[[16, 8], pl.FP16]]) -> pl.Tensor[[16, 8], pl.FP16]:
        t: pl.Tile[[16, 8], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
        i: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [1, 1], [1, 1], target_memory=pl.Mem.Vec)
        s: pl.Tile[[1, 8], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 8], pl.FP16, pl.Mem.Vec] = pl.tile.scatter_update(t, i, s, dim=-2)
        o: pl.Tensor[[16, 8], pl.FP16] = pl.tile.store(u, [0, 0], out)
        return o
