# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | phi N: _ is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 1491742370891862723
# case: 4778
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T12:51:11Z
# last_seen: 2026-12-07T12:51:11Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# class: silent
# pinned: src/ir/transforms/unroll_loops_pass.cpp:108-118
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after UnrollLoops fails at the if's return var (return_vars[0]): the unrolled copies share the if's phi, the phi form of the shared definitions

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.unroll(2):
            if flag < 0:
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
            else:
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
        return x
