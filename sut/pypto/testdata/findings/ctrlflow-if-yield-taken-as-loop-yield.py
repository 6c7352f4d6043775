# irfuzz corpus v1
# signature: pypto | TypeCheck | CtrlFlowTransform | Dtype mismatch in ForStmt: declared iter_arg[0] dtype != yield value[0] dtype
# status: open
# oracle: pypto
# property: TypeCheck
# pass: CtrlFlowTransform
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Dtype mismatch in ForStmt: declared iter_arg[0] dtype != yield value[0] dtype
# headline: Post-verification failed after pass 'CtrlFlowTransform':
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393 (continue elimination, CASE B: for an IfStmt whose branch holds a continue, a branch's own YieldStmt, which yields the IfStmt's return vars, is taken as the loop's yield values; the if's return vars are replaced by phis of those values and the loop yields them, so the rest of the body, here s + 1, is dropped and the iter arg gets an FP32); the break lowering does the same at :541, giving "WhileStmt size mismatch" / "IfStmt size mismatch"; diagnosed by src/ir/verifier/type_check_pass.cpp
# kind: bug
# silent: loud
# upstream: unknown in this form (tests/ut/ir/transforms/test_ctrl_flow_transform.py has no IfStmt with return vars around a break or continue); a neighbouring continue-elimination yield bug (the fall-through branch yields the incoming iter args) is recorded as known in the review of PR #651, whose test fixtures encode it
# note: the yield after continue is dead code, but the parser accepts it and it is the only way to give such an if its return vars; when the dtypes agree nothing flags it and the kernel carries the if's values instead of the loop's; ir.compile's default Basic verification compiles this repro

import pypto.language as pl

@pl.program
class YieldAfterContinue:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i, (s,) in pl.range(4, init_values=(0,)):
            if i >= n:
                continue
                c: pl.Scalar[pl.FP32] = pl.yield_(1.0)
            else:
                c: pl.Scalar[pl.FP32] = pl.yield_(2.0)
            s_1: pl.Scalar[pl.INDEX] = pl.yield_(s + 1)
        return out
