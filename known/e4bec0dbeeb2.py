# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / if / then / stmt N / assign _: tv is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 3293197572785536804
# case: 2570
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T08:21:32Z
# last_seen: 2026-12-07T08:21:32Z
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
        for i in pl.unroll(2):
            t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
            if i < 0:
                tv: pl.Tile[[2, 2], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
                c: pl.Tile[[2, 2], pl.FP32] = pl.yield_(t)
            else:
                c: pl.Tile[[2, 2], pl.FP32] = pl.yield_(t)
        return out
