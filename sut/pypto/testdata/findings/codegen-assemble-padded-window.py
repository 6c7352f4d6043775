# irfuzz corpus v1
# signature: pypto | ValueError | PTOCodegen | tile.assemble: pto.subview does not support pad_value (1); apply tile.fillpad on the result tile instead of carrying a pad on the slice/assemble window
# status: open
# oracle: pypto
# property: ValueError
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: tile.assemble: pto.subview does not support pad_value (1); apply tile.fillpad on the result tile instead of carrying a pad on the slice/assemble window
# pinned: src/backend/common/pto_ops_shared.cpp:509-511 (CHECK)
# kind: contract
# silent: loud
# upstream: by design (the CHECK states the rewrite)
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline alone accepts it
# model: irfuzz accepts tile.assemble / slice of a tile carrying a pad

import pypto.language as pl

@pl.program
class PaddedAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        p: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        a: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.assemble(p, p, [0, 0])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
