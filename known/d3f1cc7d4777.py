# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / if / then: N statements vs N |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 8181478853430106473
# case: 2186
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T08:21:30Z
# last_seen: 2026-12-07T08:21:30Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports NoRedundantBlocks after UnrollLoops (SeqStmts with single child should be unwrapped; SeqStmts contains nested SeqStmts) and its round trip differs at the same node: the unrolled SeqStmts is left nested in its parent block (unroll_loops_pass.cpp:138)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        if flag < 0:
            for i in pl.unroll(1):
                pass
        return x
