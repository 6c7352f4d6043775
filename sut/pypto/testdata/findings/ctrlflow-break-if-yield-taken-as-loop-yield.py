# irfuzz corpus v1
# signature: pypto | TypeCheck | CtrlFlowTransform | Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 16, but else yield value[0] dimension[0] = 8
# status: open
# oracle: pypto
# property: TypeCheck
# pass: CtrlFlowTransform
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 16, but else yield value[0] dimension[0] = 8
# headline: Post-verification failed after pass 'CtrlFlowTransform':
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541 (break lowering, CASE B, a break not at the end of its branch: a branch's own YieldStmt, which yields the IfStmt's return vars, is taken as the loop's yield values; the break branch resolves v to the iter arg c, :140-180, the other keeps v, and :600 returns the if's phi as the loop's yield, so the loop's own yield of c is dropped and one phi merges c, valid [16, 16], with v, valid [8, 16]); diagnosed by src/ir/verifier/type_check_pass.cpp
# kind: bug
# silent: loud
# upstream: unknown in this form (tests/ut/ir/transforms/test_ctrl_flow_transform.py has no IfStmt with return vars around a break or continue)
# note: the break form of ctrlflow-if-yield-taken-as-loop-yield.py (the continue lowering, :392-393); the message follows what the two branches' values differ in (valid shape, shape rank, dtype, type kind, count); ir.compile's default Basic verification stops it at ConvertToSSA instead (SSAVerify, the class of ssa-break-in-carried-loop-drops-yields.py)

import pypto.language as pl

@pl.program
class YieldAfterBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        for i, (c,) in pl.range(2, init_values=(t,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.tile.set_validshape(c, 8, 16)
            if i >= n:
                break
                c_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.yield_(v)
            else:
                c_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.yield_(v)
            c_2: pl.Tile[[16, 16], pl.FP32] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_2, [0, 0], out)
        return o
