# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in ForStmt: declared iter_arg[_] and yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: fixed
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: BreakContinueValid
# backend: Ascend950
# faults:
# seed: 7288126546637031347
# case: 1161
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-11-30T04:41:12Z
# last_seen: 2026-11-30T04:41:12Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        p: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        for i, (c,) in pl.pipeline(1, stage=2, init_values=(p,)):
            rs: pl.Tile[[4, 1], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(p, [4, 1])
            l: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [2, 2])
            t_1: pl.Tile[[2, 4], pl.FP32] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[2, 4], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_1)
            c_1: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(l)
        return out
