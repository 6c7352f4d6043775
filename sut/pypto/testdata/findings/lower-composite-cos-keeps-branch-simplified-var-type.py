# irfuzz corpus v1
# signature: pypto | roundtrip | LowerCompositeOps | Structural equality assertion failed at: ['kernel'].body[2].then_body[33].value.type
# status: open
# oracle: pypto
# property: roundtrip
# pass: LowerCompositeOps
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'LowerCompositeOps'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[2].then_body[33].value.type
# pinned: src/ir/transforms/lower_composite_ops_pass.cpp:2261-2263 (the composite rule's last primitive, here LowerSinCos's tile.mul, :811, typed by the OpRegistry from the operand defined outside the branch, valid rows min(rows, 16), is put into a MutableCopy of the AssignStmt, whose Var keeps the type Simplify gave it under the branch constraint rows < 16, valid rows rows, simplify_pass.cpp:180-182 with :727-735; the printed annotation makes the parser give the Call the Var's type back)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# also: tile.sin the same (one LowerSinCos; then_body[30]); with the branch rows < 99, which Simplify cannot use, nothing fails
# note: found by irfuzz's 950 campaign of 2026-12-08 (known/e403aadd150f.py, a tile.cos of a matmul result in such a branch); after Simplify the program round-trips (Simplify rewrote the cos Call's type with its Var's), so the mismatch is LowerCompositeOps'

import pypto.language as pl

@pl.program
class CosKeepsSimplifiedVarType:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        ln: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        if rows < 16:
            v: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.cos(ln)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return out
