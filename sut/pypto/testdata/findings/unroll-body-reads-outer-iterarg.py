# irfuzz corpus v1
# signature: pypto | UseAfterDefCheck | UnrollLoops | Variable 'c' used before definition in function 'kernel'
# status: open
# oracle: pypto
# property: UseAfterDefCheck
# pass: UnrollLoops
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'c' used before definition in function 'kernel'
# headline: Post-verification failed after pass 'UnrollLoops':
# pinned: src/ir/transforms/utils/deep_clone_utils.cpp:101-115 (DeepClone returns an external Var as-is but always mints a fresh IterArg for an IterArg it has not seen, whatever clone_def_vars says); src/ir/transforms/unroll_loops_pass.cpp:118 clones each unrolled body with clone_def_vars=false, so a body that reads the enclosing loop's iter arg reads fresh, undefined copies (printed c_2__FREE_VAR, c_3__FREE_VAR)
# kind: bug
# silent: loud
# upstream: unknown (test_unroll_inside_regular_loop uses a reassigned variable, not an explicit iter arg)
# note: ir.compile's default Basic verification rejects it at ConvertToSSA (SSAForm)

import pypto.language as pl

@pl.program
class UnrollReadsIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        for i, (c,) in pl.range(2, init_values=(t,)):
            for j in pl.unroll(2):
                v: pl.Tile[[16, 16], pl.FP32] = pl.tile.mul(c, c)
            c_1: pl.Tile[[16, 16], pl.FP32] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
