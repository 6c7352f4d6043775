# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / assign _: v is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: Default
# backend: Ascend950
# faults:
# seed: 253911658888456635
# case: 2750
# generator: gen/v1
# statements: 4
# count: 2
# first_seen: 2026-12-07T08:21:34Z
# last_seen: 2026-12-07T08:21:34Z
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
    def kernel(x: pl.Tensor[[2, 2], pl.BF16]) -> pl.Tensor[[2, 2], pl.BF16]:
        t: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        for i in pl.unroll(2):
            for (n,) in pl.while_(init_values=(0,)):
                pl.cond(n < 1)
                v: pl.Tile[[2, 2], pl.BF16, pl.Mem.Vec] = pl.tile.exp(t)
                n_2: pl.Scalar[pl.INDEX] = pl.yield_(i)
        return x
