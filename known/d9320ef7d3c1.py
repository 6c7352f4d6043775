# irfuzz corpus v1
# signature: "contract | NoRedundantBlocks | Simplify | YieldStmt before the terminating position; YieldStmt must be the trailing statement of its scope |  | "
# status: open
# oracle: contract
# property: NoRedundantBlocks
# pass: Simplify
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 6221508131236445307
# case: 994
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T16:21:12Z
# last_seen: 2026-12-07T16:21:12Z
# pypto_finding: simplify-one-trip-loop-leaves-function-yield.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:271-320
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)"
# note: Simplify folds a one-trip loop that carries nothing but whose body, as CtrlFlowTransform left it, ends in a yield of two phis: the yield lands in the function body. The model's IR after Simplify is PyPTO's; PyPTO's verifier after the pass rejects it (NoRedundantBlocks), the model's round trip, which runs before its verification instrument, first; signature dbb96624d5ef (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
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
