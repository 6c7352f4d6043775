# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / for _: i is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: CallDirectionsResolved
# backend: Ascend950
# faults:
# seed: 2008335606937672412
# case: 587
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T05:58:22Z
# last_seen: 2026-12-07T05:58:22Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# note: the real PyPTO's round trip fails after UnrollLoops at the loop_var the copies of a nested pl.range share (unroll_loops_pass.cpp:108-118)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP16]]) -> pl.Tensor[[1, 1], pl.FP16]:
        while pl.const(0, pl.INDEX) < pl.const(1, pl.INDEX):
            for i in pl.unroll(3):
                for i_1 in pl.range(1):
                    pass
        return out
