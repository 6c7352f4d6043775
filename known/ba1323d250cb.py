# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / for _ / body / stmt N / if / then / stmt N / for _: i is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 8842886173690742016
# case: 2821
# generator: gen/v1
# statements: 5
# count: 1
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
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 2], pl.FP32]:
        v: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        for i, (c, c_1) in pl.range(1, init_values=(v, v)):
            if flag < 0:
                for i_1 in pl.unroll(2):
                    for i_2 in pl.range(1):
                        pass
                c_2: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(c_1)
            else:
                c_2: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(c_1)
            c_3, c_4 = pl.yield_(c_2, c_2)
        return x
