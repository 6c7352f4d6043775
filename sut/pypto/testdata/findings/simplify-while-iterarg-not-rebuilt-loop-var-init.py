# irfuzz corpus v1
# signature: pypto | UseAfterDefCheck | Simplify | Variable 'c' used before definition in function 'kernel'
# status: open
# oracle: pypto
# property: UseAfterDefCheck
# pass: Simplify
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'c' used before definition in function 'kernel'
# headline: Post-verification failed after pass 'Simplify':
# pinned: src/ir/transforms/simplify_pass.cpp:473-482 (the WhileStmt visitor never rebuilds iter_args); here the init `i` is the loop var of a one-trip pl.parallel, bound to [0, 1) at :321 so it simplifies to 0, and the body's reference to the iter arg `c` goes through the base IRMutator (mutator.cpp:264-280), which re-visits its init and mints a fresh IterArg the loop does not bind (printed c_2__FREE_VAR)
# kind: bug
# silent: loud
# upstream: the class is fixed after the pin by PR #2564 (see simplify-while-iterarg-not-rebuilt.py)
# note: the loop-var form of simplify-while-iterarg-not-rebuilt.py; found by the model's campaign after its Simplify port (model signature ac32a8e21f32, roundtrip after Simplify: the model mirrors the bug, campaign/testdata/pypto/)

import pypto.language as pl

@pl.program
class OneTripParallelInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.parallel(1):
            for (n, c) in pl.while_(init_values=(0, i)):
                pl.cond(n < 1)
                n_1, c_1 = pl.yield_(n + 1, c)
        return x
