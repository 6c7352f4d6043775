# irfuzz corpus v1
# signature: pypto | TileMemoryInferred | InferTileMemorySpace | InCore function 'kernel': Op 'tile.add' input 0 ('acc__ssa_v0') requires Vec but is in Acc
# status: open
# oracle: pypto
# property: TileMemoryInferred
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: InCore function 'kernel': Op 'tile.add' input 0 ('acc__ssa_v0') requires Vec but is in Acc
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:754-780 (Phase 3 inserts the tile.move for a constrained operand only while visiting a SeqStmts; a consumer that is the only statement of an if branch is never visited there, so the Acc->Vec move is queued but emitted before the next SeqStmts consumer instead, here the store after the if); diagnosed by the same file's TileMemoryInferredVerifier at :1007-1023
# kind: bug
# silent: loud
# upstream: unknown (PR #2468 fixed IfStmt phi operands, not a one-statement branch)
# also: with a second statement in the branch the move is inserted and the kernel compiles

import pypto.language as pl

@pl.program
class AccInBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        if n <= 1:
            ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
