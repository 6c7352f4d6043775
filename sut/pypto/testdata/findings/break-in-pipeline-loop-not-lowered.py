# irfuzz corpus v1
# signature: pypto | StructuredCtrlFlow | CtrlFlowTransform | BreakStmt found — IR is not in structured control flow form
# status: open
# oracle: pypto
# property: StructuredCtrlFlow
# pass: CtrlFlowTransform
# backend: Ascend950
# outcome: rejected
# exception: pypto.Error (VerificationError)
# message: BreakStmt found — IR is not in structured control flow form
# headline: Post-verification failed after pass 'CtrlFlowTransform':
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:617 (only ForKind::Sequential loops are lowered; a pl.pipeline loop keeps its break / continue), rejected by src/ir/verifier/verify_structured_ctrl_flow_pass.cpp:41
# kind: contract
# silent: loud
# upstream: documented, docs/en/dev/language/01-statements.md:146 (break/continue "Only valid when the innermost enclosing loop is sequential (pl.range) or while"); but the parser check (python/pypto/language/parser/ast_parser.py:5719-5731) and BreakContinueCheck (src/ir/verifier/verify_break_continue_pass.cpp:82-87) reject only parallel and unroll loops, so a pipeline loop gets a late, unhelpful error instead of "'break' not supported in pipeline loops"
# also: the same with continue ("ContinueStmt found — IR is not in structured control flow form")

import pypto.language as pl

@pl.program
class PipelineBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            if i >= 2:
                break
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16])
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
