# irfuzz corpus v1
# signature: pypto | SSAVerify | LowerPipelineLoops | Variable 'acc' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAVerify
# pass: LowerPipelineLoops
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'acc' used outside its defining scope
# headline: Post-verification failed after pass 'LowerPipelineLoops':
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:354 clones the pipeline body with DeepClone, and src/ir/transforms/utils/deep_clone_utils.cpp:101-115 mints a fresh IterArg for every IterArg it has not seen, so a body that reads the enclosing loop's iter arg reads an undefined copy (printed acc_1__FREE_VAR); the same DeepClone rule as unroll-body-reads-outer-iterarg.py
# kind: bug
# silent: loud
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the model mirrors it (campaign signature 82d651ca101a, a round trip of LowerPipelineLoops' output with an undefined acc__FREE_VAR)

import pypto.language as pl

@pl.program
class PipelineInCarryLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[2, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]]) -> pl.Tensor[[2, 16], pl.FP32]:
        a: pl.Tile[[2, 16], pl.FP32] = pl.tile.load(x, [0, 0], [2, 16], [2, 16])
        for i, (acc,) in pl.range(2, init_values=(a,)):
            for j in pl.pipeline(1, stage=2):
                e: pl.Tile[[2, 16], pl.FP32] = pl.tile.exp(acc)
                o1: pl.Tensor[[2, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
            acc_2: pl.Tile[[2, 16], pl.FP32] = pl.yield_(acc)
        return out
