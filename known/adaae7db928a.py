# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | stmt N: SeqStmts vs ScopeStmt |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: Program
# backend: Ascend950
# faults:
# seed: 1428628971340606265
# case: 357
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T17:01:14Z
# last_seen: 2026-12-07T17:01:14Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)"
# note: a one-trip pl.unroll whose body is a cluster scope and an assemble, the whole body of a pl.at scope: UnrollLoops returns the iteration's SeqStmts unflattened; the real PyPTO reports NoRedundantBlocks after UnrollLoops (SeqStmts with single child should be unwrapped; SeqStmts contains nested SeqStmts), the model's round trip sees the nested SeqStmts print as the scope's statements

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            for i in pl.unroll(1):
                with pl.cluster():
                    blk: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.slice(x, [1, 64], [i * 1, 0])
                out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, blk, [i * 1, 0])
        return out
