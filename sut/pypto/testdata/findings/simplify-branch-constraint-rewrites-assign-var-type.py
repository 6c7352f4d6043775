# irfuzz corpus v1
# signature: pypto | roundtrip | Simplify | Structural equality assertion failed at: ['kernel'].body[2].then_body[0].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: Simplify
# backend: Ascend910B
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'Simplify'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[2].then_body[0].var
# pinned: src/ir/transforms/simplify_pass.cpp:180-182 with :727-735 (an AssignStmt's Var is rebuilt with SimplifyType (:588) while the then branch is visited under the constraint rows > 16, :409-414, so its valid_shape min(rows, 16) becomes 16 and the view is dropped; the Call keeps the type its op deduced, and the printed annotation no longer says what the reparsed Var gets)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: the AssignStmt form of simplify-branch-constraint-rewrites-yield-type.py; found by irfuzz's 910B campaign (seed 1, 60 s) as known/7019cff41222 (a tile.move of a matmul result in the branch)

import pypto.language as pl

@pl.program
class BranchSimplifiedAssignType:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        ln: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        if rows > 16:
            v: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.adds(ln, 1.0)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return out
