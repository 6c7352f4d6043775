# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / assign _: c is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: HasMemRefs
# backend: Ascend950
# faults:
# seed: 5354655124132715625
# case: 546
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T09:13:58Z
# last_seen: 2026-12-07T09:13:58Z
# pypto_finding: unroll-shares-inner-loop-var-across-iterations.py
# class: silent
# pinned: src/ir/transforms/unroll_loops_pass.cpp:108-118
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO's round trip after UnrollLoops fails at the same node (c_1 maps to two variables): DeepClone(clone_def_vars=false) shares every Var the unrolled body defines, here a while body's assignment, across the copies (unroll_loops_pass.cpp:108-118)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.unroll(2):
            for (n, c) in pl.while_(init_values=(0, i)):
                pl.cond(n < 1)
                c_1: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
                n_2, c_2 = pl.yield_(i, c)
        return x
