# irfuzz corpus v1
# signature: "soundness | alignment |  | every verifier accepted every stage, yet aiv0#N TSTORE(_ = tile.store @N): source operand address N in UB is not N-byte aligned |  | "
# status: fixed
# oracle: soundness
# property: alignment
# pass:
# profile: AivSplitValid
# backend: Ascend950
# faults:
# seed: 3158939569208078624
# case: 1732
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-11-30T02:44:20Z
# last_seen: 2026-11-30T02:44:20Z
# note: RF-B1: soundness twin of 25b6444a3303
# found_with: valid-slice-uncanonical

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        v: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [4, 2], [0, 2], [4, 2])
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
