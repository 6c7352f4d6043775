# irfuzz corpus v1
# signature: pypto | SSAVerify | ExpandMixedKernel | Variable 'n_2' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'n_2' used outside its defining scope
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:1005 (BuildCoreBody drops a whole VECTOR-affinity statement from the AIC body, here the while loop, although the cube-side if reads its scalar return var; the AIC kernel is left with n_2__FREE_VAR)
# kind: bug
# silent: loud
# upstream: related to open issue #2830 "[Pass Bug] ExpandMixedKernel drops live branch results that reference kernel parameters" (the same drop of a one-lane compound statement whose scalar result the other lane reads; there an IfStmt); this while-loop form is not reported
# note: ir.compile's default Basic verification misses it; PTO codegen then fails with "PTO codegen cannot materialize symbol 'n_2' in function 'kernel_aic'"
# also: the other direction happens too (Default_406 of irfuzz gen -n 500 -seed 1: a scalar-only while loop kept in kernel_aic and dropped from kernel_aiv, whose if reads its result), and the IfStmt form of #2830 (Default_239: an if yielding a scalar phi kept without return vars in kernel_aic)

import pypto.language as pl

@pl.program
class LoopScalarToCube:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 3)
            tv: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
            o1: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(pl.tile.exp(tv), [0, 0], a)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        if n_2 != 2:
            ta: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            tb: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return out
