# irfuzz corpus v1
# signature: "roundtrip |  | CtrlFlowTransform | body: SeqStmts vs nothing |  | "
# status: open
# oracle: roundtrip
# property:
# pass: CtrlFlowTransform
# profile: AllocatedMemoryAddr
# backend: Ascend950
# faults:
# seed: 3858378417624226987
# case: 10
# generator: gen/v1
# statements: 3
# count: 9
# first_seen: 2026-12-07T10:53:34Z
# last_seen: 2026-12-07T10:54:06Z
# pypto_finding: ctrlflow-continue-leaves-empty-else.py
# class: silent
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the real PyPTO's round trip after CtrlFlowTransform fails at the same node (else_body presence): a continue ending the loop body leaves an empty else

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            if flag < 0:
                continue
        return x
