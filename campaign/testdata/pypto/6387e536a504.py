# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / for _: i is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 8677432892824720690
# case: 70
# generator: gen/v1
# statements: 2
# count: 7
# first_seen: 2026-12-07T05:58:06Z
# last_seen: 2026-12-07T05:58:24Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# note: the real PyPTO's round trip fails after UnrollLoops at the loop_var the copies of a nested pl.range share (unroll_loops_pass.cpp:108-118)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.unroll(2):
            for i_1 in pl.parallel(1):
                pass
        return x
