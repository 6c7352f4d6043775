# irfuzz corpus v1
# signature: pypto | TileMemoryInferred | InferTileMemorySpace | InCore function 'kernel': Op 'tile.exp' input 0 ('t__ssa_v0') requires Vec but is in Mat
# status: open
# oracle: pypto
# property: TileMemoryInferred
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: InCore function 'kernel': Op 'tile.exp' input 0 ('t__ssa_v0') requires Vec but is in Mat
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:754-780 (the loop-body form of tilemem-sole-stmt-branch-consumer-no-move.py: Phase 3 inserts a constrained operand's tile.move only in VisitAndInsertMoves, reached from a SeqStmts; a for body that is a single AssignStmt is no SeqStmts, so the Mat->Vec move for exp is never emitted); diagnosed by the same file's TileMemoryInferredVerifier at :1007-1023
# kind: bug
# silent: loud
# upstream: unknown
# note: found in irfuzz gen -n 500 -seed 1 (Default_216, Default_436: a fillpad / divs of a Mat load as the only statement of a pl.range body); with a second statement in the body the move is inserted and the kernel compiles

import pypto.language as pl

@pl.program
class MatInLoopBody:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        for i in pl.range(2):
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return o
