# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / assign _: n is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: BreakContinueValid
# backend: Ascend950
# faults:
# seed: 8681417358155483587
# case: 345
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T05:58:13Z
# last_seen: 2026-12-07T05:58:13Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# note: the real PyPTO's round trip fails after UnrollLoops at a variable the copies of a nested while body define (unroll_loops_pass.cpp:108-118: every copy defines the same Var, the parser gives each loop body its own)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.unroll(2):
            for (n,) in pl.while_(init_values=(0,)):
                pl.cond(n < 1)
                n_1: pl.Scalar[pl.INDEX] = 1
                n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        return x
