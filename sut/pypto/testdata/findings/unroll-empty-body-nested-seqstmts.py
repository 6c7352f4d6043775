# irfuzz corpus v1
# signature: pypto | NoRedundantBlocks | UnrollLoops | SeqStmts contains nested SeqStmts
# status: open
# oracle: pypto
# property: NoRedundantBlocks
# pass: UnrollLoops
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: SeqStmts contains nested SeqStmts
# headline: Post-verification failed after pass 'UnrollLoops':
# pinned: src/ir/transforms/unroll_loops_pass.cpp:138 (returns SeqStmts(unrolled) without flattening; an iteration whose body is not a single statement, empty as here or two statements and more, is itself a SeqStmts, and inside another loop's body nothing flattens it); diagnosed by src/ir/transforms/normalize_stmt_structure_pass.cpp:62
# kind: bug
# silent: loud
# upstream: unknown (test_unroll_inside_regular_loop unrolls a one-statement body only)
# also: a two-statement body (load; store) under pl.unroll inside pl.range fails the same way

import pypto.language as pl

@pl.program
class UnrollEmpty:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.range(2):
            for j in pl.unroll(2):
                pass
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
