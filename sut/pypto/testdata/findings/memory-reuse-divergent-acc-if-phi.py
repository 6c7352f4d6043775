# irfuzz corpus v1
# signature: pypto | InternalError | MemoryReuse | Internal error: MemoryReuse cannot reconcile divergent L0C accumulator buffers with tile.move; accumulator control-flow values must be coalesced before YieldFixup. [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: InternalError
# pass: MemoryReuse
# backend: Ascend950
# outcome: internal-error
# exception: InternalError
# message: Internal error: MemoryReuse cannot reconcile divergent L0C accumulator buffers with tile.move; accumulator control-flow values must be coalesced before YieldFixup. [FILE:LINE:COL]
# pinned: src/ir/transforms/memory_reuse_pass.cpp:2822-2827 (INTERNAL_CHECK in YieldFixup's CreateTileMove: an if merges two Acc buffers, acc in one branch and a fresh matmul result in the other; acc stays live after the if, so the buffers cannot be shared, and there is no Acc -> Acc copy to reconcile them)
# kind: bug
# silent: loud
# upstream: known, PR #2472 "Stop creating, and stop coalescing, divergent L0C accumulator chains" (closed, not in the pin) would report this shape as a user-facing ValueError instead of an InternalError; by PyPTO's own definition the InternalError is a bug, while the shape itself has no lowering on any target
# note: the generator could avoid it by not reading the pre-if accumulator after an if that yields it on one side and another Acc tile on the other

import pypto.language as pl

@pl.program
class DivergentAccPhi:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        a: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        if n != 2:
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        else:
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, a)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_1)
        return o, o_1
