# irfuzz corpus v1
# signature: pypto | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = rows__ssa_v0, but else yield value[0] dimension[0] = pl.min(rows__ssa_v0, 16); equality is not provable and this boundary has no runtime guard
# status: open
# oracle: pypto
# property: TypeCheck
# pass: Simplify
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = rows__ssa_v0, but else yield value[0] dimension[0] = pl.min(rows__ssa_v0, 16); equality is not provable and this boundary has no runtime guard
# headline: Post-verification failed after pass 'Simplify':
# pinned: src/ir/transforms/simplify_pass.cpp:409-414 (the then branch is simplified under the constraint rows == 1, and SimplifyType (:588) rewrites the yielded tile's valid_shape min(rows, 16) to rows there, so the branch yield's type no longer matches the else yield and the return var outside the constraint); diagnosed by src/ir/verifier/type_check_pass.cpp:287
# kind: bug
# silent: loud
# upstream: unknown
# note: only VerificationInstrument sees it; ir.compile's default Basic verification compiles the kernel (the two extents are equal wherever the branch runs)

import pypto.language as pl

@pl.program
class BranchSimplifiedValidShape:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        ln: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        if rows == 1:
            v: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(pl.tile.adds(ln, 1.0))
        else:
            v: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(ln)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
