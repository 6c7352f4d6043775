# irfuzz corpus v1
# signature: differential | AccCompactValid | AutoTileMatmulL0 | output '_' differs at [_]: N vs N |  | out
# status: fixed
# oracle: differential
# property: AccCompactValid
# pass: AutoTileMatmulL0
# profile: AccCompactValid
# backend: 910B
# faults: narrowed-acc-not-compact
# seed: 2470
# case: 3
# generator: gen/v1
# statements: 8
# count: 4
# first_seen: 2026-01-05T22:14:03Z
# last_seen: 2026-01-07T01:02:03Z
# issue: PyPTO #2470

# pypto.program: MatmulAcc
import pypto.language as pl

@pl.program
class MatmulAcc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs: pl.Tensor[[16, 64], pl.BF16], rhs: pl.Tensor[[64, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 64, 32, init_values=(acc0,)):
            a: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, k], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            b: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [k, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
            a_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(a, target_memory=pl.Mem.Left)
            b_r: pl.Tile[[32, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(b, target_memory=pl.Mem.Right)
            acc_next: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_l, b_r, k == 0)
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out_1
