# irfuzz corpus v1
# signature: "roundtrip |  | ExpandMixedKernel | iter arg _: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: ExpandMixedKernel
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 2685017869767836997
# case: 983
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-11-30T05:10:40Z
# last_seen: 2026-11-30T05:10:40Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            v: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
            t_1: pl.Tile[[2, 1], pl.FP32] = pl.tile.load(x_1, [0, 0], [2, 1], [2, 1], target_memory=None)
            bm: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[2, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(v, t_1, bm)
            m: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec] = pl.tile.move(t_1, target_memory=pl.Mem.Vec)
            if i < 1:
                for i_1, (c_1, c_2) in pl.range(1, init_values=(m, m)):
                    c_4, c_5 = pl.yield_(c_2, pl.tile.abs(c_2))
            else:
                pass
        return out
