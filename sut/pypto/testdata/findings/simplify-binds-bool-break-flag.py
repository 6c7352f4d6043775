# irfuzz corpus v1
# signature: pypto | TypeError | Simplify | Operator 'eq' does not accept bool dtype
# status: open
# oracle: pypto
# property: TypeError
# pass: Simplify
# backend: Ascend950
# outcome: pass-error
# exception: TypeError
# message: Operator 'eq' does not accept bool dtype
# pinned: src/ir/transforms/simplify_pass.cpp:650-651 (IsConstScalar counts a ConstBool, so CtrlFlowTransform's `break__ssa_v0: BOOL = False` is bound through BindScalar at :667-668); src/ir/arith/transitive_comparison_analyzer.cpp:607-610 records the binding as MakeEq(var, False), and include/pypto/ir/scalar_expr.h:352-353 refuses Eq on BOOL
# kind: bug
# silent: loud
# upstream: unknown; this is the shape of PyPTO's own tests/st/runtime/control_flow/test_ctrl_flow.py TestForLoopBreak, whose test_for_loop_break is skipped ("PTOAS BUG", :758-760), so the compiler-side failure is not exercised
# also: any break lowered by CtrlFlowTransform in an InCore function reaches it, whatever the loop body

import pypto.language as pl

@pl.program
class BreaksFold:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.range(4):
            if i >= 2:
                break
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16])
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
