# irfuzz corpus v1
# signature: "simdiag | hazard |  | WAW: aiv0#N TSTORE(_ = tile.store @N) (MTE3) writes GM out[N, N) also written by aic0#N TSTORE(_ = tile.store @N) (FIX) with no happens-before edge; no cross-core synchronization orders them |  | "
# status: fixed
# oracle: simdiag
# property: hazard
# pass:
# profile: NoRedundantBlocks
# backend: Ascend950
# faults:
# seed: 2970908617380660614
# case: 220
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-11-30T02:56:41Z
# last_seen: 2026-11-30T02:56:41Z
# note: RF-A1: an accumulator store (cube, FIX) and a vector store (MTE3) to one GM tensor: PyPTO fences only cube->vector store->load hand-offs (PR #1459), so two stores across cores race; no verifier rule flags it
# found_with: cross-core-store-unfenced

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.INT8], out_1: pl.Out[pl.Tensor[[16, 16], pl.INT32]]) -> tuple[pl.Tensor[[16, 16], pl.INT8], pl.Tensor[[16, 16], pl.INT32]]:
        acc: pl.Tile[[16, 16], pl.INT32] = pl.tile.create([16, 16], dtype=pl.INT32, target_memory=None)
        acc_3: pl.Tile[[16, 16], pl.INT32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        o_1: pl.Tensor[[16, 16], pl.INT32] = pl.tile.store(acc_3, [0, 0], out_1)
        o_2: pl.Tensor[[16, 16], pl.INT32] = pl.tile.store(acc, [0, 0], o_1)
        return x, o_2
