# irfuzz corpus v1
# signature: "contract | AccCompactValid | InferTileMemorySpace | tile in memory space '_' carries a compact mode (function '_'). Compact describes an N-fractal pitch, so only Left/Right/Acc tiles may carry it; no pto-isa path reads it for any other space. |  | "
# status: fixed
# oracle: contract
# property: AccCompactValid
# pass: InferTileMemorySpace
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 4938390769566305176
# case: 1799
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-11-30T05:00:19Z
# last_seen: 2026-11-30T05:00:19Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        t_1: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        t_2: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        g: pl.Tile[[16, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        if flag < 0:
            as_: pl.Tile[[16, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.tile.assemble(g, g, [0, 0])
            acc: pl.Tile[[16, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.yield_(as_)
        else:
            acc: pl.Tile[[16, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.yield_(g)
        return out
