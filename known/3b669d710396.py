# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / for _ / body / stmt N / while / body / stmt N / assign _: k is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: PipelineResolved
# backend: Ascend950
# faults:
# seed: 1375183674259543614
# case: 226
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T08:21:17Z
# last_seen: 2026-12-07T08:21:17Z
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
    def kernel(out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        for i in pl.range(1):
            for i_1 in pl.unroll(2):
                t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
                for (n, c) in pl.while_(init_values=(0, t)):
                    pl.cond(n < 1)
                    k: pl.Tile[[2, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[2, 1])] = pl.tile.cmps(c, 0.0, cmp_type=0)
                    n_2, c_1 = pl.yield_(i, c)
            pl.system.bar_all()
        return out
