# irfuzz corpus v1
# signature: pypto | SSAVerify | ConvertToSSA | IfStmt then-branch YieldStmt value count (1) != return_vars count (2)
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ConvertToSSA
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: IfStmt then-branch YieldStmt value count (1) != return_vars count (2)
# headline: Post-verification failed after pass 'ConvertToSSA':
# pinned: src/ir/transforms/convert_to_ssa_pass.cpp:902-922 (an IfStmt that already has return_vars AND gets a new phi, here CtrlFlowTransform's break flag: the existing return_vars are kept but ReplaceOrAppendYield swaps each branch's yield for the phi values alone, dropping the explicit ones); diagnosed by src/ir/verifier/verify_ssa_pass.cpp:354
# kind: bug
# silent: loud
# upstream: unknown (CtrlFlowTransform's own test_break_and_continue_in_for produces this shape; no test runs ConvertToSSA after it)

import pypto.language as pl

@pl.program
class ForBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        for i, (a,) in pl.range(0, 4, 1, init_values=(t,)):
            if i == 2:
                break
            a_1: pl.Tile[[16, 16], pl.FP32] = pl.yield_(pl.tile.adds(a, 1.0))
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(a_1, [0, 0], out)
        return o
