# irfuzz corpus v1
# signature: pypto | SSAVerify | ExpandMixedKernel | Variable 'm__ssa_v0' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'm__ssa_v0' used outside its defining scope
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:980-983 (the source of a boundary move, v, is remapped to the move's tpop var for the whole AIC body, but the move here sits in the else branch, so the then branch's yield of v becomes a use of the else branch's tpop m__ssa_v0); diagnosed by src/ir/verifier/verify_ssa_pass.cpp:203
# kind: bug
# silent: loud
# upstream: unknown; the global remap rests on "boundary moves are flat statements, not branch-local" (PR #595 review note), which a move inside an if branch breaks
# note: only VerificationInstrument sees it; ir.compile's default Basic verification compiles the kernel

import pypto.language as pl

@pl.program
class BranchLocalBoundary:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        v: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x, [0, 0], [32, 32], [32, 32])
        if flag == 1:
            c: pl.Tile[[32, 32], pl.FP16] = pl.yield_(v)
        else:
            m: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.move(v, target_memory=pl.Mem.Mat)
            c: pl.Tile[[32, 32], pl.FP16] = pl.yield_(v)
        o: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(c, [0, 0], out)
        return o
