# irfuzz corpus v1
# signature: "contract | UseAfterDefCheck | Simplify | Variable '_' used before definition in function '_' |  | "
# status: open
# oracle: contract
# property: UseAfterDefCheck
# pass: Simplify
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 4648945814123047769
# case: 26
# generator: gen/v1
# statements: 2
# count: 2
# first_seen: 2026-12-07T04:30:36Z
# last_seen: 2026-12-07T04:30:38Z
# pypto_finding: simplify-while-iterarg-not-rebuilt-loop-var-init.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:473-482, mutator.cpp:264-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO's Simplify gives the same free IterArg (UseAfterDef after Simplify under VerificationInstrument): a while loop's iter arg seeded from a one-trip pl.parallel loop var, simplify_pass.cpp:473-482; signature ac32a8e21f32 (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.parallel(1):
            for (n, c) in pl.while_(init_values=(0, i)):
                pl.cond(n < 1)
                n_2, c_1 = pl.yield_(i, c)
        return x
