# irfuzz corpus v1
# signature: "simdiag | deadlock |  | aiv0 MTE3 blocks at aiv0#N TPUSH(tile.tpush_to_aic @N) waiting for a TPOP freeing a slot of channel N: no slot of channel N is ever popped |  | "
# status: fixed
# oracle: simdiag
# property: deadlock
# pass:
# profile: UnrollResolved
# backend: Ascend950
# faults:
# seed: 6729271586399477429
# case: 1581
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-11-30T05:10:54Z
# last_seen: 2026-11-30T05:10:54Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        for i in pl.range(4):
            if i != 1:
                c_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
                acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, t, t_1)
                break
            f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=1.0)
            bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        return out
