# irfuzz corpus v1
# signature: pypto | AivSplitValid | OutlineIncoreScopes | 'tile.aic_gather' must appear inside a pl.split_aiv region (it marks the AIV-split boundary and is only meaningful there).
# status: open
# oracle: pypto
# property: AivSplitValid
# pass: OutlineIncoreScopes
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: 'tile.aic_gather' must appear inside a pl.split_aiv region (it marks the AIV-split boundary and is only meaningful there).
# headline: Post-verification failed after pass 'OutlineIncoreScopes':
# pinned: src/ir/verifier/verify_aiv_split.cpp:390-396 (an AIV-split boundary op outside every region); the parser accepts pl.tile.aic_gather(t, split=N) outside a region because that is the printer's low-level form for functions already lowered into split_aiv form (python/pypto/language/parser/ast_parser.py:6252-6261)
# kind: contract
# silent: loud
# upstream: documented, docs/en/user/language/04-scopes.md:184-193 (pl.aic_gather names a vector-to-cube crossing "inside the region"); the explicit split= form is for printed, already-split kernels
# model: irfuzz accepts tile.aic_gather / aiv_shard in an InCore kernel with no pl.split_aiv region

import pypto.language as pl

@pl.program
class GatherOutsideRegion:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.aic_gather(t, split=0)
        return x
