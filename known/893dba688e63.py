# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(n, N), but declared iter_arg[_] dimension[_] = n; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: InlineFunctionsEliminated
# backend: Ascend910B
# faults:
# seed: 5165804677847604035
# case: 2924
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T23:37:41Z
# last_seen: 2026-12-07T23:37:41Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: 81bd5b0dd987 on 910B with a scalar named n and an Acc carry: under if n == 1 MaybeRebuildIterArg simplifies the declared valid rows min(n, 1) to n while the init vs keeps min(n, 1) (the loop pl.range(1, 0, -1) is not folded: its step is not >= 1); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) reports the same TypeCheck 104 after Simplify

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], out_1: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> tuple[pl.Tensor[[1, 1], pl.FP32], pl.Tensor[[1, 1], pl.FP32]]:
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        vs: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(n, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(acc, pl.min(n, 1), 1)
        t_5: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        if n == 1:
            for i_1, (acc_2,) in pl.range(1, 0, -1, init_values=(vs,)):
                acc_3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(n, pl.const(1, pl.INDEX)), 1])] = pl.yield_(acc_2)
            acc_4, c_2 = pl.yield_(t_5, t_5)
        else:
            acc_4, c_2 = pl.yield_(t_5, t_5)
        return out, out_1
