# irfuzz corpus v1
# signature: pypto | UseAfterDefCheck | Simplify | Variable 'c__rv_v0' used before definition in function 'kernel'
# status: open
# oracle: pypto
# property: UseAfterDefCheck
# pass: Simplify
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'c__rv_v0' used before definition in function 'kernel'
# headline: Post-verification failed after pass 'Simplify':
# pinned: src/ir/transforms/simplify_pass.cpp:473-482 (the WhileStmt visitor never rebuilds iter_args, unlike ForStmt at :227-230; Fold A at :441-458 folds `if a >= 0` on an INDEX and remaps c__rv_v0 -> a in var_remap_, but the while header keeps its init c__rv_v0 while the body's uses get a fresh IterArg, d_2__FREE_VAR)
# kind: bug
# silent: loud
# upstream: fixed after the pin by PR #2564 "fix(ir): rebuild a WhileStmt's iter_args in Simplify so its uses stay one node" (merged 2026-08-30)
# note: ir.compile's default Basic verification misses it; PTO codegen then fails with "PTO codegen cannot materialize symbol 'c__rv_v0'"

import pypto.language as pl

@pl.program
class FoldedIfPhi:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        if a >= 0:
            c: pl.Scalar[pl.INDEX] = pl.yield_(a)
        else:
            c: pl.Scalar[pl.INDEX] = pl.yield_(b)
        for (m, d) in pl.while_(init_values=(0, c)):
            pl.cond(m < 1)
            m_1, d_1 = pl.yield_(m + 1, d)
        t_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t_1, [d_1, 0], out)
        return o
