# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 8394229172668263115
# case: 2082
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T01:50:31Z
# last_seen: 2026-12-08T01:50:31Z
# pypto_finding: ctrlflow-break-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: a break that is not the last statement of its else branch: the break lowering takes the if's yield ([2, 1]) as the loop's, whose carry is [1, 2]; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) fails at CtrlFlowTransform with the same TypeCheck (WhileStmt: declared 1 vs yield 2). Found by the README's 20 s campaign on a clean clone of 52d2e5e

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 2], pl.FP32], flag_1: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 2], pl.FP32]:
        t: pl.Tile[[1, 2], pl.FP32] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=None)
        for i, (c,) in pl.range(1, init_values=(t,)):
            tv: pl.Tile[[2, 1], pl.FP32] = pl.tile.create([2, 1], dtype=pl.FP32, target_memory=None)
            if flag_1 < 0:
                c_1: pl.Tile[[2, 1], pl.FP32] = pl.yield_(tv)
            else:
                break
                c_1: pl.Tile[[2, 1], pl.FP32] = pl.yield_(tv)
            c_2: pl.Tile[[1, 2], pl.FP32] = pl.yield_(c)
        return x
