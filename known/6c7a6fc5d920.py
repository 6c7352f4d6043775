# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TROW_EXPAND_DIV(_ = tile.row_expand_div @N): source N shape [_] does not fit a row broadcast to [_] |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: AllocatedMemoryAddr
# backend: Ascend910B
# faults:
# seed: 7170881092414396466
# case: 5002
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:22:56Z
# last_seen: 2026-12-08T00:22:56Z
# pypto_finding: row-expand-narrow-row-vector.py
# class: silent
# pinned: src/ir/op/tile_ops/broadcast.cpp:47-103 (tile.row_expand_div deduces through it, :261-276)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the TROW_EXPAND_DIV form of known/6b11a7350ef4.py: tile.row_expand_div of a [16, 16] tile by a row_sum result [16, 1] with 1 valid row; DeduceTileRowExpandType checks physical rows only and gives the result the tile's 16 valid rows, so pto.trowexpanddiv reads 15 never-written src1 rows; pto-isa's TROWEXPANDDIV requires src1 valid rows == dst's (a2a3 TRowExpandDiv.hpp:66-70, a debug-only PTO_ASSERT). The real PyPTO's 910B .pto (irfuzz sim -backend 910B -sut both -seed 7170881092414396466) has the same pto.trowexpanddiv (src1 v_row 1, dst 16) and the same illegal TROW_EXPAND_DIV, the .orig too (with a TROW_EXPAND_MIN of the same kind)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x, [0, 0], [16, 16], [1, 16], target_memory=None)
        t_3: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_2, t_3)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        ep_4: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.row_sum(acc, tmp)
        x_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(tmp, ep_4)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(x_3, [0, 0], out)
        return o
