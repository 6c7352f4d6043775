# irfuzz corpus v1
# signature: "roundtrip |  | NormalizeReturnOrder | function call / type: shape has N elements vs N |  | "
# status: open
# oracle: roundtrip
# property:
# pass: NormalizeReturnOrder
# profile: CallDirectionsResolved
# backend: Ascend950
# faults:
# seed: 2996992091160755167
# case: 94
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T23:35:52Z
# last_seen: 2026-12-07T23:35:52Z
# pypto_finding: normalize-return-order-group-call-keeps-type.py
# class: silent
# pinned: src/ir/transforms/normalize_return_order_pass.cpp:323-391
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: the shape form of 5971011fe472: after ExpandMixedKernel kernel_aiv's returns (out [1, 1], x_1 [1, 1, 1]) are reordered to parameter order and the Group wrapper's statement call keeps its old tuple type; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) fails its round trip after NormalizeReturnOrder at ['kernel'].body[1].expr.type and its default compile goes through
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.InOut[pl.Tensor[[1, 1, 1], pl.FP32]], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> tuple[pl.Tensor[[1, 1], pl.FP32], pl.Tensor[[1, 1, 1], pl.FP32]]:
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        ep: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, acc)
        return out, x_1
