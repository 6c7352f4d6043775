# irfuzz corpus v1
# signature: "roundtrip |  | ConvertTensorToTileOps | ConvertTensorToTileOps.out.py:N:N: pl.tile operation '_': tile.matmul_acc: argument N (acc): acc-valid: requires acc valid M to cover lhs valid M, but got acc M=N and lhs M=N |  | "
# status: open
# oracle: roundtrip
# property:
# pass: ConvertTensorToTileOps
# profile: PipelineResolved
# backend: Ascend910B
# faults:
# seed: 5790630998657792807
# case: 3140
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T23:37:43Z
# last_seen: 2026-12-07T23:37:43Z
# pypto_finding: convert-tensor-scatter-update-sel-drops-input-view.py
# class: silent
# pinned: src/ir/transforms/op_conversion_registry.cpp:692-704
# kind: pypto-bug
# upstream: unknown
# note: the valid-shape form of 485167fb4afc: tile.scatter_update of a [2, 4]-valid tile becomes a tile.sel typed from its full-valid lhs (elementwise.cpp:1076-1079), so the scattered value is [4, 4]-valid while the tile.matmul and tile.matmul_acc reading it keep their [2, 4]-valid accumulator types; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) fails its round trip after ConvertTensorToTileOps with the same reparse error (acc M=2, lhs M=4) and its default compile goes through

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        vs: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.set_validshape(t, 2, 4)
        ci: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
        t_1: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.scatter_update(vs, ci, t_1, dim=-2)
        acc: pl.Tile[[4, 4], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[2, 4], compact=pl.CompactMode.normal)] = pl.tile.matmul(su, t)
        acc_1: pl.Tile[[4, 4], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[2, 4], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, su, t)
        return x
