# irfuzz corpus v1
# signature: "roundtrip |  | UnrollLoops | func _ / stmt N / while / body / stmt N / if / then / stmt N / assign _: sl is defined twice on the left but maps to different variables |  | "
# status: open
# oracle: roundtrip
# property:
# pass: UnrollLoops
# profile: AccStorePhaseValid
# backend: Ascend950
# faults:
# seed: 2564791863018707517
# case: 481
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-07T08:21:19Z
# last_seen: 2026-12-07T08:21:19Z
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
    def kernel(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[1, 2], pl.BF16] = pl.tile.create([1, 2], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 2], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1, acc_phase='unspecified')
        for i in pl.unroll(2):
            for (n, c) in pl.while_(init_values=(0, i)):
                pl.cond(n < 1)
                if flag < 0:
                    sl: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 2], compact=pl.CompactMode.normal)] = pl.tile.slice(g, [2, 2], [0, 0])
                    sl_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 2], compact=pl.CompactMode.normal)] = pl.tile.slice(sl, [2, 2], [0, 0])
                else:
                    pass
                n_2, c_1 = pl.yield_(i, c)
        return out
