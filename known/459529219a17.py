# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = pl.min(flag, N), but yield value[_] dimension[_] = flag; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: NormalizedStmtStructure
# backend: Ascend910B
# faults:
# seed: 8888122779696778905
# case: 3058
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T23:37:42Z
# last_seen: 2026-12-07T23:37:42Z
# origin: mutant
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:421-425, :473-482, src/ir/transforms/mutator.cpp:264-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the while form 073481ce1de1 in an else branch (flag == 0 there): Simplify's WhileStmt visitor keeps the declared iter arg, min(flag, 1), while the body's reference to it goes through the base IRMutator's IterArg visit, which rebuilds its type under the constraint to flag; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) reports the same TypeCheck 104 after Simplify, then UseAfterDef 401 for that fresh c_1 (the class of simplify-while-iterarg-not-rebuilt.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP16]]) -> pl.Tensor[[1, 1], pl.FP16]:
        t_4: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        ln_1: pl.Tile[[1, 1], pl.FP16, pl.TileView(valid_shape=[pl.min(flag, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t_4, pl.min(flag, 1), 1)
        if flag != 0:
            pass
        else:
            for (n, c_1) in pl.while_(init_values=(0, ln_1)):
                pl.cond(n < 1)
                n_2, c_3 = pl.yield_(rows, c_1)
        return out
