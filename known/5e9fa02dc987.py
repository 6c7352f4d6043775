# irfuzz corpus v1
# signature: "contract | NoRedundantBlocks | UnrollLoops | SeqStmts with single child should be unwrapped |  | "
# status: open
# oracle: contract
# property: NoRedundantBlocks
# pass: UnrollLoops
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 5263054431292405396
# case: 321
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T05:58:13Z
# last_seen: 2026-12-07T05:58:13Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO reports NoRedundantBlocks after UnrollLoops (SeqStmts with single child should be unwrapped): a one-trip pl.unroll of an empty body as another loop's whole body (unroll_loops_pass.cpp:138); four more kernels of this class (adaae7db928a, af331992dac2, db679d96ceb0, de1c3b99f4f7 as round-trip signatures) share this signature since the model verifies in the real driver\'s order; signature 582cbd519efc (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            for i_1 in pl.unroll(1):
                pass
        return x
