# irfuzz corpus v1
# signature: "contract | HasMemRefs | InitMemRef | TileType variable '_' has no MemRef initialized |  | "
# status: fixed
# oracle: contract
# property: HasMemRefs
# pass: InitMemRef
# profile: NoNestedInCore
# backend: Ascend950
# faults:
# seed: 662771844973234642
# case: 795
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-11-30T04:34:37Z
# last_seen: 2026-11-30T04:34:37Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.INT32]]) -> pl.Tensor[[2, 1], pl.INT32]:
        t: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        t_1: pl.Tile[[1, 2], pl.INT8] = pl.tile.create([1, 2], dtype=pl.INT8, target_memory=None)
        g: pl.Tile[[16, 2], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 2], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1)
        mv: pl.Tile[[16, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 2])] = pl.tile.move(g, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        for (n, c) in pl.while_(init_values=(0, mv)):
            pl.cond(n < 1)
            vs_1: pl.Tile[[16, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 2])] = pl.tile.set_validshape(c, 1, 2)
            n_2, c_1 = pl.yield_(n, vs_1)
        return out
