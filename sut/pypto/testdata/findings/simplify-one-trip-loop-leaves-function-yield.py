# irfuzz corpus v1
# signature: pypto | property-violation | Simplify | YieldStmt before the terminating position; YieldStmt must be the trailing statement of its scope
# status: open
# oracle: pypto
# property: property-violation
# pass: Simplify
# backend: Ascend950
# outcome: property-violation
# exception: RuntimeError (Post-verification failed after pass 'Simplify')
# message: YieldStmt before the terminating position; YieldStmt must be the trailing statement of its scope
# pinned: src/ir/transforms/simplify_pass.cpp:271-320 (a one-trip loop is replaced by its cloned body, LiftBodyToReturnVars turning the trailing yield into assignments to the return vars; this loop has none, as CtrlFlowTransform left it: its body ends in pl.yield_ of the if's two phis while the loop carries nothing, so the yield stays and lands in the function body); the NoRedundantBlocks verifier after the pass, a structural property (pass_context.cpp:83-89, ir_property.cpp:183-191), rejects it
# kind: bug
# silent: loud
# upstream: unknown
# mode: VerificationInstrument(AFTER)
# note: found by irfuzz's own campaign (dbb96624d5ef, minimized; the else branch's continue is removed by CtrlFlowTransform); the model's Simplify leaves the same IR, and its round trip, which runs before its verification instrument, reports it as a yield before a return

import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i_1 in pl.range(1):
            if i_1 < 0:
                c, c_1 = pl.yield_(i_1, i_1)
            else:
                continue
                c, c_1 = pl.yield_(i_1, i_1)
        return x
