# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: HasMemRefs
# backend: Ascend950
# faults:
# seed: 5809129633048178014
# case: 5028
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-08T01:11:19Z
# last_seen: 2026-12-08T01:11:19Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after CtrlFlowTransform (ForStmt declared iter_arg[1] dimension[0] 1 vs yield 2, shape and valid shape, yield vs return_var): a continue in the else branch of an if with return vars (c, o_7) and a yield (i_1, o_5) after it; the continue lowering (CASE B) takes the if's yield as the loop's yield, and -dump-after CtrlFlowTransform shows both branches yielding (o_5, o_5) into the phis the loop yields, so iter arg o_6 ([1, 1], from x_1) is carried o_5 ([2, 1], from out)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.FP32]], x_1: pl.Tensor[[1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[2, 1], pl.FP32], pl.Tensor[[1, 1], pl.FP32], pl.Tensor[[1, 1], pl.FP32]]:
        for i_1, (o_5, o_6) in pl.range(1, init_values=(out, x_1)):
            if flag < 0:
                c, o_7 = pl.yield_(i_1, o_5)
            else:
                continue
                c, o_7 = pl.yield_(i_1, o_5)
            o_8, o_9 = pl.yield_(o_7, o_6)
        return o_8, x_1, o_9
