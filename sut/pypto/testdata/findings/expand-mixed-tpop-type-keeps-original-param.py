# irfuzz corpus v1
# signature: pypto | UseAfterDefCheck | ExpandMixedKernel | Variable 'rows__ssa_v0' used before definition in function 'kernel_aic'
# status: open
# oracle: pypto
# property: UseAfterDefCheck
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'rows__ssa_v0' used before definition in function 'kernel_aic'
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:1404 (the boundary tpop Var, whose TileType at :971-973 names the original Scalar parameter, is self-seeded into the DeepClone map, so its type is never remapped onto the fresh kernel_aic parameter); diagnosed by src/ir/verifier/verify_use_after_def.cpp:73
# kind: bug
# silent: loud
# upstream: known mechanism, PR #2553 (merged 2026-08-27, after the pin) fixes the same self-seeded tpop type for the aiv_id case
# explains: every kernel whose cross-core tile (a Vec tile fed to a matmul, or an Acc tile moved to Vec) has a valid_shape naming a Scalar parameter

import pypto.language as pl

@pl.program
class TpopParamType:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], rows: pl.Scalar[pl.INDEX], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        ln: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(ta, rows, 16)
        tb: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 16])] = pl.tile.matmul(ln, tb)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
