# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 8467529610614782378
# case: 3034
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T00:05:09Z
# last_seen: 2026-12-08T00:05:09Z
# pypto_finding: ctrlflow-break-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the real PyPTO reports the same TypeCheck 104 after CtrlFlowTransform: a break followed by a dead yield in an if with return vars; the break branch yields the carry c_2 (valid [2, 2]), the else the if's value vs (valid [1, 2]), and that phi becomes the loop's carry (ctrl_flow_transform_pass.cpp:541)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        for i_1, (c_2,) in pl.range(1, init_values=(t,)):
            vs: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[1, 2])] = pl.tile.set_validshape(c_2, 1, 2)
            if flag < 0:
                break
                c_3: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[1, 2])] = pl.yield_(vs)
            else:
                c_3: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[1, 2])] = pl.yield_(vs)
            c_4: pl.Tile[[2, 2], pl.FP32] = pl.yield_(c_2)
        return x
