# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | body: SeqStmts vs nothing |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 7203211717893608184
# case: 14
# generator: gen/v1
# statements: 1
# count: 41
# first_seen: 2026-12-07T10:53:34Z
# last_seen: 2026-12-07T10:54:12Z
# pypto_finding: simplify-dead-phi-leaves-empty-else.py
# class: silent
# pinned: src/ir/transforms/utils/dead_code_elimination.cpp:578-588
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the real PyPTO's round trip after Simplify fails at the same node (else_body presence): EliminateDeadIfReturnVars leaves an empty else

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        if flag_1 == 0:
            c: pl.Scalar[pl.INDEX] = pl.yield_(flag)
        else:
            c: pl.Scalar[pl.INDEX] = pl.yield_(flag)
        return x
