# irfuzz corpus v1
# signature: pypto | roundtrip | NormalizeReturnOrder | Structural equality assertion failed at: ['kernel'].body[1].expr.type
# status: open
# oracle: pypto
# property: roundtrip
# pass: NormalizeReturnOrder
# backend: Ascend950
# outcome: roundtrip
# message: Structural equality assertion failed at: ['kernel'].body[1].expr.type
# pinned: src/ir/transforms/normalize_return_order_pass.cpp:323-391 (after ExpandMixedKernel the AIV function's returns are reordered; the Group wrapper's statement call `self.kernel_aiv(...)` keeps its old tuple type, TupleIndexPermutationMutator rebuilding only tuple indices), so the printed program reads back with another call type
# kind: bug
# silent: silent
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs" (the same class as normalize-return-order-keeps-call-type.py, met in a Group wrapper)
# note: every PyPTO verifier accepts it and the default compile goes through; the model mirrors it (campaign signature "function call / type: dtype _ vs _", known/)

import pypto.language as pl

@pl.program
class GroupCallStaleType:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], lo: pl.Out[pl.Tensor[[16, 16], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> tuple[pl.Tensor[[16, 16], pl.FP16], pl.Tensor[[16, 16], pl.FP32]]:
        ta: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        ls: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], lo)
        v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        hs: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(v, [0, 0], hi)
        return hs, ls
