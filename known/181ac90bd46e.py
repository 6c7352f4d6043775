# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | assign _: _ is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults:
# seed: 946178352767996993
# case: 2168
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T08:21:30Z
# last_seen: 2026-12-07T08:21:30Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# class: silent
# pinned: src/ir/transforms/unroll_loops_pass.cpp:108-118
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO's round trip after UnrollLoops fails at the same node: DeepClone(clone_def_vars=false) shares every Var the unrolled body defines (loop vars and assigned vars alike) across the copies (unroll_loops_pass.cpp:108-118)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.BF16], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.unroll(2):
            if flag < 0:
                t_1: pl.Tile[[2, 2], pl.BF16] = pl.tile.load(x, [0, 0], [2, 2], [2, 2], target_memory=None)
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
            else:
                c: pl.Scalar[pl.INDEX] = pl.yield_(i)
        return x_1
