# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TROW_SUM(_ = tile.row_sum @N): source N operand address N in UB is not N-byte aligned |  | "
# status: open
# oracle: simdiag
# property: alignment
# pass:
# profile: PipelineLoopValid
# backend: Ascend950
# faults: valid-slice-uncanonical
# seed: 5263054431292405396
# case: 321
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-11-30T02:43:39Z
# last_seen: 2026-11-30T02:43:39Z
# note: RF-B1: a Vec tile.slice that carries a valid_shape is not canonicalized by PyPTO's CanonicalizeTileSlice (#1789 handles 3-argument slices only), so a vector op reads an unaligned address

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        sl: pl.Tile[[4, 2], pl.FP32] = pl.tile.slice(t, [4, 2], [0, 2], [4, 2])
        tmp: pl.Tile[[4, 2], pl.FP32] = pl.tile.create([4, 2], dtype=pl.FP32, target_memory=None)
        r: pl.Tile[[4, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sl, tmp)
        return x_1
