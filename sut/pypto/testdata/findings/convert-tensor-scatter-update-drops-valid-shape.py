# irfuzz corpus v1
# signature: pypto | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in ForStmt: declared iter_arg[0] dimension[0] = 8, but yield value[0] dimension[0] = 16
# status: open
# oracle: pypto
# property: TypeCheck
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Valid shape dimension mismatch in ForStmt: declared iter_arg[0] dimension[0] = 8, but yield value[0] dimension[0] = 16
# headline: Post-verification failed after pass 'ConvertTensorToTileOps':
# pinned: src/ir/transforms/op_conversion_registry.cpp:703 (scatter_update's conversion ends in tile.sel(pred, scattered, input, tmp), and tile.sel takes its valid_shape from its lhs, elementwise.cpp:1077-1078, here the freshly scattered full [16, 8] tile, not from the input [16, 8] with valid rows 8 that tile.scatter_update's own type keeps, transform.cpp:851-861); the pass rebinds the result to a Var of that wider type (convert_tensor_to_tile_ops_pass.cpp:626-629) while the loop's iter arg keeps the input's; diagnosed by src/ir/verifier/type_check_pass.cpp:436-438 (code 104)
# kind: bug
# silent: loud
# upstream: unknown
# also: the same with tensor.scatter_update (one registration, op_conversion_registry.cpp:707-709; the tensor.scatter and tensor.scatter_mask conversions end in the same tile.sel, :2296, :2383, not checked); without the loop the real PyPTO compiles the kernel and the store of the widened u__tile covers all 16 rows where the user's type says 8
# note: ir.compile's default Basic verification misses it (compiles to codegen); found by the 60 s 950 campaign of 2026-12-07 (known/895441bc0508.py, a loop-carried scatter_update of a set_validshape tile)

import pypto.language as pl

@pl.program
class ScatterUpdateDropsValidShape:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 8], pl.FP32], idx: pl.Tensor[[2, 1], pl.INT32], src: pl.Tensor[[2, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        t: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.load(x, [0, 0], [16, 8], [8, 8], target_memory=pl.Mem.Vec)
        i: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Vec)
        s: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [2, 8], [2, 8], target_memory=pl.Mem.Vec)
        for k, (c,) in pl.range(2, init_values=(t,)):
            u: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.scatter_update(c, i, s, dim=-2)
            c_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.yield_(u)
        o: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
