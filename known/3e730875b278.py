# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TMOV(_ = tile.move @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: BufferDisjoint
# backend: Ascend950
# faults:
# seed: 1191197459601467164
# case: 5038
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T23:36:46Z
# last_seen: 2026-12-07T23:36:46Z
# origin: mutant
# pypto_finding: cast-inherits-nz-off-box.py
# class: loud
# pinned: src/ir/op/tile_ops/unary.cpp:164-168 (tile.cast inherits the source's NZ layout whatever the new dtype's box) and src/ir/transforms/resolve_backend_op_layouts_pass.cpp:209-220 (the row-major tcvt's result is moved back to that layout)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: a cube operand in Mat moved to Vec for a tile.fillpad keeps its FP32 NZ layout; a tile.cast of it to INT8 inherits NZ, and INT8 [2, 80] is off the 16x32 box; the real PyPTO's .pto, simulated (irfuzz sim -sut both), has the same illegal TMOV and TSTORE (and before them its TLOAD into L1 below the box and the push of the L1 tile, push-of-l1.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[2, 80], pl.FP32], out: pl.Out[pl.Tensor[[2, 80], pl.INT8]]) -> pl.Tensor[[2, 80], pl.INT8]:
        t: pl.Tile[[80, 2], pl.FP32] = pl.tile.create([80, 2], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[2, 80], pl.FP32] = pl.tile.load(x_1, [0, 0], [2, 80], [2, 80], target_memory=None)
        acc: pl.Tile[[80, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        l_1: pl.Tile[[2, 80], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_1, pad_value=pl.PadValue.zero)
        h: pl.Tile[[2, 80], pl.INT8, pl.Mem.Vec] = pl.tile.cast(t_1, target_type=pl.INT8, mode='ceil')
        o: pl.Tensor[[2, 80], pl.INT8] = pl.tile.store(h, [0, 0], out)
        return o
