# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | ForStmt size mismatch: iter_args=N, yield values=N, return_vars=N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 335068637412627958
# case: 565
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T08:37:00Z
# last_seen: 2026-12-07T08:37:00Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO prints the same text after CtrlFlowTransform and its round trip fails too (For loop has 2 iteration arguments but 1 return variables; TypeCheck ForStmt size mismatch): a continue in an if with return vars; the if's yield becomes the loop's one carry for two iter args (ctrl_flow_transform_pass.cpp:392-393); the model's parser words the parse error differently; signature bc55cff796a4 (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i, (c, c_1) in pl.range(1, init_values=(flag, flag)):
            if flag_1 < 0:
                continue
                c_2: pl.Scalar[pl.INDEX] = pl.yield_(c_1)
            else:
                c_2: pl.Scalar[pl.INDEX] = pl.yield_(c_1)
            c_3, c_4 = pl.yield_(c_2, c_2)
        return x
