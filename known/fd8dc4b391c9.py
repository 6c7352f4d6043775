# irfuzz corpus v1
# signature: "contract | NoRedundantBlocks | UnrollLoops | SeqStmts contains nested SeqStmts |  | "
# status: open
# oracle: contract
# property: NoRedundantBlocks
# pass: UnrollLoops
# profile: HierarchyOutlined
# backend: Ascend950
# faults:
# seed: 4870440049606662328
# case: 134
# generator: gen/v1
# statements: 2
# count: 5
# first_seen: 2026-12-07T19:32:08Z
# last_seen: 2026-12-07T19:32:25Z
# pypto_finding: unroll-empty-body-nested-seqstmts.py
# class: loud
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the README campaign of 2026-12-07 (fifth session)"
# note: the UnrollLoops nested-SeqStmts class (known/5e9fa02dc987.py) where the only diagnostic is "SeqStmts contains nested SeqStmts"; the real PyPTO reports the same NoRedundantBlocks error after UnrollLoops

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.range(1):
            for i_1 in pl.unroll(2):
                pass
        return x
