# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | IfStmt size mismatch: then yield=N, else yield=N, return_vars=N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: SplitIncoreOrch
# backend: Ascend950
# faults:
# seed: 6474590042961237242
# case: 518
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T08:36:58Z
# last_seen: 2026-12-07T08:36:58Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck error after CtrlFlowTransform: a continue in a nested if with return vars; the outer if gets the inner if's yield as its then value and a yield of no values on its else (ctrl_flow_transform_pass.cpp:392-393); the model's printer printed that empty yield with the phi bound (fixed, python_printer.cpp:2355)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            if flag_1 < 0:
                if flag < 0:
                    continue
                    c: pl.Scalar[pl.INDEX] = pl.yield_(i)
                else:
                    c: pl.Scalar[pl.INDEX] = pl.yield_(i)
        return x
