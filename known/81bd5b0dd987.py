# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: HardSyncallOccupancyValid
# backend: Ascend950
# faults:
# seed: 5475712828880892959
# case: 929
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T04:30:52Z
# last_seen: 2026-12-07T04:30:52Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO reports the same TypeCheck 104 after Simplify (for form: MaybeRebuildIterArg simplifies the iter arg's type under rows < 1, the init keeps min(rows, 1), simplify_pass.cpp:737-745); signature 15ba16678dc3 (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        ln: pl.Tile[[1, 1], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        t_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        if rows >= 1:
            o_1, c = pl.yield_(out, t_1)
        else:
            for i, (c_2, c_3) in pl.pipeline(1, stage=2, init_values=(t_1, ln)):
                c_5, c_6 = pl.yield_(c_2, c_3)
            o_1, c = pl.yield_(out, c_5)
        return o_1
