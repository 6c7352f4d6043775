# irfuzz corpus v1
# signature: pypto | SSAVerify | SkewCrossCorePipeline | Variable 'acc' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAVerify
# pass: SkewCrossCorePipeline
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'acc' used outside its defining scope
# headline: Post-verification failed after pass 'SkewCrossCorePipeline':
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:630 clones each producer and consumer half of a skewed cross-core pl.pipeline loop with DeepClone, substituting only the loop's own loop var and iter args, and src/ir/transforms/utils/deep_clone_utils.cpp:101-115 mints a fresh IterArg for every IterArg it has not seen, so a producer (the AIC's tpush of acc) that reads the enclosing loop's iter arg reads undefined copies in the prologue and the steady loop (printed acc_1__FREE_VAR, acc_3__FREE_VAR); the same DeepClone rule as unroll-body-reads-outer-iterarg.py and lower-pipeline-body-reads-outer-iterarg.py
# kind: bug
# silent: loud
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the iter-arg guard of LowerSkewed (:476-492) checks only the skewed loop's own iter args, so the skew goes ahead; the default pipeline under VerificationLevel.BASIC runs to its end (no SSAForm check after this pass); the model mirrors it (campaign signature 0f0d38323b1e, SSAVerify after SkewCrossCorePipeline); an outer pl.range(1) is folded by Simplify and hides it

import pypto.language as pl

@pl.program
class SkewReadsIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.INT32]]) -> pl.Tensor[[2, 1], pl.INT32]:
        a: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc] = pl.tile.create([2, 2], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for i, (acc,) in pl.range(2, init_values=(a,)):
            for j in pl.pipeline(2, stage=2):
                mv: pl.Tile[[2, 2], pl.INT32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                f: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 2], dtype=pl.INT32, value=-1)
                bm: pl.Tile[[1, 2], pl.INT32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
            acc_2: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc] = pl.yield_(acc)
        return out
