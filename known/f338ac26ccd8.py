# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(flag, N), but declared iter_arg[_] dimension[_] = flag; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: NormalizedStmtStructure
# backend: Ascend950
# faults:
# seed: 4713145259232584104
# case: 1500
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T23:36:08Z
# last_seen: 2026-12-07T23:36:08Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the pl.pipeline form of 81bd5b0dd987 (a scalar named flag): under if flag == 1 MaybeRebuildIterArg simplifies the loop's declared valid rows min(flag, 1) to flag while its init vs, defined outside the branch, keeps min(flag, 1); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) reports the same TypeCheck 104 after Simplify

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x_5: pl.InOut[pl.Tensor[[1, 1, 1], pl.INT8]]) -> pl.Tensor[[1, 1, 1], pl.INT8]:
        t_5: pl.Tile[[1, 1], pl.INT32] = pl.tile.create([1, 1], dtype=pl.INT32, target_memory=None)
        vs: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t_5, pl.min(flag, 1), 1)
        t_6: pl.Tile[[1, 1, 1], pl.INT8] = pl.tile.create([1, 1, 1], dtype=pl.INT8, target_memory=None)
        if flag == 1:
            for i_3, (c_3, c_4) in pl.pipeline(1, 0, -2, stage=3, init_values=(vs, t_6)):
                c_5, c_6 = pl.yield_(c_3, c_4)
        return x_5
