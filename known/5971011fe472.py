# irfuzz corpus v1
# signature: "roundtrip |  | NormalizeReturnOrder | function call / type: dtype _ vs _ |  | "
# status: open
# oracle: roundtrip
# property:
# pass: NormalizeReturnOrder
# profile: AccStorePhaseValid
# backend: Ascend950
# faults:
# seed: 3884818406368673483
# case: 2
# generator: gen/v1
# statements: 3
# count: 8
# first_seen: 2026-12-07T14:56:25Z
# last_seen: 2026-12-07T14:57:24Z
# pypto_finding: normalize-return-order-group-call-keeps-type.py
# class: silent
# pinned: src/ir/transforms/normalize_return_order_pass.cpp:323-391
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: after ExpandMixedKernel the AIV function's returns are reordered and the Group wrapper's statement call keeps its old tuple type; the real PyPTO's round trip fails the same way (['kernel'].body[1].expr.type) and its default compile goes through

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP16]], out_1: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> tuple[pl.Tensor[[1, 1], pl.FP32], pl.Tensor[[1, 1], pl.FP16]]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        g: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1, acc_phase='unspecified')
        return out_1, out
