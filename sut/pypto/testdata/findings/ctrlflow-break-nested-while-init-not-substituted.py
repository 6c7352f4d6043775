# irfuzz corpus v1
# signature: pypto | UseAfterDefCheck | CtrlFlowTransform | Variable 'i' used before definition in function 'kernel'
# status: open
# oracle: pypto
# property: UseAfterDefCheck
# pass: CtrlFlowTransform
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'i' used before definition in function 'kernel'
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:94 (LowerForWithBreak, :713-714, renames the loop var i to i__idx_v1 with VarSubstituter, whose IterArg override returns an IterArg unchanged without visiting its initValue; a nested while loop's iter arg seeded from i keeps the old i, which no longer exists after the for becomes a while); diagnosed by src/ir/verifier/verify_use_after_def.cpp
# kind: bug
# silent: loud
# upstream: unknown
# note: only the loop-var rename of the for-to-while lowering is affected: without the break (no lowering) it compiles; ir.compile's default verification rejects it too, at ConvertToSSA (SSAForm)

import pypto.language as pl

@pl.program
class BreakNestedWhileInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.range(4):
            for (m, c) in pl.while_(init_values=(0, i)):
                pl.cond(m < 1)
                m_1, c_1 = pl.yield_(m + 1, c)
            if c_1 >= n:
                break
        return out
