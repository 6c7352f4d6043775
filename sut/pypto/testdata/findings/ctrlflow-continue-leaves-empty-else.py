# irfuzz corpus v1
# signature: pypto | roundtrip | CtrlFlowTransform | Structural equality assertion failed at: ['kernel'].body[0].body.else_body
# status: open
# oracle: pypto
# property: roundtrip
# pass: CtrlFlowTransform
# backend: Ascend950
# outcome: roundtrip
# message: Structural equality assertion failed at: ['kernel'].body[0].body.else_body
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp (a continue that ends its if's then branch is lowered to an if whose else holds the rest of the body; with nothing after the if, that else is an empty SeqStmts, which python_print writes as "else: pass" and the parser reads back as no else: src/ir/builder.cpp:281-288)
# kind: bug
# silent: silent
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the model mirrors it since its parser drops an empty else as PyPTO's does (campaign signature b4db01cc1477)

import pypto.language as pl

@pl.program
class ContinueAtEnd:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.range(2):
            if flag < 0:
                continue
        return x
