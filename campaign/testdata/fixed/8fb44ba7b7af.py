# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in WhileStmt: declared iter_arg[_] and yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: fixed
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 2062096977202996046
# case: 614
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-11-30T04:05:21Z
# last_seen: 2026-11-30T04:05:21Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[32, 16], pl.FP16] = pl.tile.create([32, 16], dtype=pl.FP16, target_memory=None)
        l: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(t, [16, 16], [16, 0], [1, 16])
        t_1: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=None)
        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, t_1)
        t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_1, [0, 0], [16, 16], [1, 16], target_memory=None)
        for (n, c_1) in pl.while_(init_values=(0, t_2)):
            pl.cond(n < 1)
            n_1: pl.Scalar[pl.INDEX] = 0
            n_2, c_2 = pl.yield_(n_1, l)
        return x_1
