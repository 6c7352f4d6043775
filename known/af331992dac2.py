# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | body: SeqStmts vs nothing |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: ArrayNotEscaped
# backend: Ascend950
# faults:
# seed: 3022085242523933792
# case: 3564
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T13:53:27Z
# last_seen: 2026-12-07T13:53:27Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO fails at the same pass on this kernel (NoRedundantBlocks: a SeqStmts with a single child after UnrollLoops, the class of the repro); the model's UnrollLoops output differs in shape (an empty body, seen by the round trip as SeqStmts vs nothing)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        if flag < 0:
            pass
        else:
            for i in pl.unroll(1):
                pass
        return x
