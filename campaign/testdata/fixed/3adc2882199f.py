# irfuzz corpus v1
# signature: "crash |  | InferTileMemorySpace | panic: runtime error: invalid memory address or nil pointer dereference | pipeline.(*memRewriter).iterArgs < pipeline.(*memRewriter).stmt < pipeline.(*memRewriter).body | "
# status: fixed
# oracle: crash
# property:
# pass: InferTileMemorySpace
# profile: IncoreTileOps
# backend: Ascend950
# faults:
# seed: 4010123920132921031
# case: 789
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-11-30T05:38:17Z
# last_seen: 2026-11-30T05:38:17Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        r: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        as_: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.assemble(c, c, [0, 0])
        for i, (acc_2,) in pl.pipeline(1, 0, -1, stage=2, init_values=(as_,)):
            acc_3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_2)
        for i_1, (acc_4,) in pl.range(1, init_values=(acc_3,)):
            acc_5: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(pl.tile.matmul_acc(acc_4, r, t_1))
        return out
