# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Type kind mismatch in ForStmt: declared iter_arg[_] type '_' != yield value[_] type '_' |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: UseAfterDef
# backend: Ascend910B
# faults:
# seed: 422006218363677920
# case: 3740
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T01:12:13Z
# last_seen: 2026-12-08T01:12:13Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) reports the same TypeCheck 101 after CtrlFlowTransform (ForStmt declared iter_arg[1] TileType vs yield ScalarType, yield vs return_var, IfStmt then vs else): a continue in the then branch of an if with return vars (c_2, c_3) and a yield (t, s) after it; the continue lowering (CASE B) takes the if's yield as the loop's yield, so tile iter arg c_1 is carried the INDEX scalar s

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        for i, (c, c_1) in pl.range(1, init_values=(t, t)):
            if i <= 1:
                s: pl.Scalar[pl.INDEX] = 1
                continue
                c_2, c_3 = pl.yield_(t, s)
            else:
                c_2, c_3 = pl.yield_(t, i)
            c_4, c_5 = pl.yield_(t, t)
        return x
