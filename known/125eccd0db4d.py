# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aic0#N TEXTRACT(_ = tile.extract @N): destination operand L0A@N INT8[_] valid [_] ZZ: shape [_] is not a multiple of the 16x32 ZZ inner box |  | "
# status: open
# oracle: soundness
# property: illegal
# pass:
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 2467983748598414344
# case: 1586
# generator: gen/v1
# statements: 3
# count: 2
# first_seen: 2026-12-07T12:46:42Z
# last_seen: 2026-12-07T12:47:42Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the soundness form of the simdiag TEXTRACT entry (every verifier accepts the kernel): an INT8 K split off the 16x32 box; the real PyPTO's .pto simulated shows the same illegal TEXTRACTs (irfuzz sim -sut both)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 1], pl.FP16]]) -> pl.Tensor[[16, 1], pl.FP16]:
        t_4: pl.Tile[[16, 2144], pl.INT8, pl.Mem.Mat] = pl.tile.create([16, 2144], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        t_5: pl.Tile[[2144, 16], pl.INT8, pl.Mem.Mat] = pl.tile.create([2144, 16], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_4, t_5)
        return out
