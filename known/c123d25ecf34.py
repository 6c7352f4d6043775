# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / assign _: t is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: HierarchyOutlined
# backend: Ascend950
# faults:
# seed: 2985986620247514625
# case: 1939
# generator: gen/v1
# statements: 3
# count: 3
# first_seen: 2026-12-07T08:21:28Z
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
    def kernel(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.INT16]], out_1: pl.Out[pl.Tensor[[2, 1], pl.FP32]], x_11: pl.Tensor[[1, 2], pl.BF16]) -> tuple[pl.Tensor[[2, 2], pl.INT16], pl.Tensor[[2, 1], pl.FP32]]:
        for i_1 in pl.unroll(2):
            for (n_3,) in pl.while_(init_values=(0,)):
                pl.cond(n_3 < 1)
                t_13: pl.Tile[[1, 2], pl.BF16] = pl.tile.load(x_11, [0, 0], [1, 2], [1, 2], target_memory=None)
                n_5: pl.Scalar[pl.INDEX] = pl.yield_(flag)
        return out, out_1
