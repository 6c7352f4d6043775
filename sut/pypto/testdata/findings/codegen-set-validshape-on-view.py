# irfuzz corpus v1
# signature: pypto | ValueError | PTOCodegen | pl.set_validshape cannot narrow a tile view (a slice or reshape result): a view carries its valid extent in its type, not in the runtime operands this lowers to. Narrow at the slice itself -- pl.tile.slice(tile, shape, offset, valid_shape=[...]), which also accepts runtime extents -- or call pl.set_validshape on the source tile before taking the view [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: ValueError
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: pl.set_validshape cannot narrow a tile view (a slice or reshape result): a view carries its valid extent in its type, not in the runtime operands this lowers to. Narrow at the slice itself -- pl.tile.slice(tile, shape, offset, valid_shape=[...]), which also accepts runtime extents -- or call pl.set_validshape on the source tile before taking the view [FILE:LINE:COL]
# pinned: src/backend/common/pto_ops_datamove.cpp:1405-1410 (CHECK_SPAN)
# kind: contract
# silent: loud
# upstream: by design (the CHECK states the rule and the rewrite)
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline alone accepts it
# model: irfuzz accepts set_validshape of a slice or reshape result

import pypto.language as pl

@pl.program
class NarrowView:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16])
        sl: pl.Tile[[16, 16], pl.FP32] = pl.tile.slice(t, [16, 16], [0, 0])
        vs: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.tile.set_validshape(sl, 8, 16)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
