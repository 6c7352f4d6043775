# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | stmt N: SeqStmts vs EvalStmt |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 7338313341970385911
# case: 1111
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T08:21:23Z
# last_seen: 2026-12-07T08:21:23Z
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
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            for i_1 in pl.unroll(1):
                pl.system.bar_all()
                n_1: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) + pl.const(1, pl.INDEX)
        return x
