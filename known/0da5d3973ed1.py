# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but else yield value[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: UnrollResolved
# backend: Ascend950
# faults:
# seed: 4919029970029713989
# case: 9597
# generator: gen/v1
# statements: 5
# count: 4
# first_seen: 2026-12-07T10:44:02Z
# last_seen: 2026-12-07T10:49:55Z
# passes: Simplify
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# variants: contract \| TypeCheck \| Simplify \| Valid shape dimension mismatch in (?:(?:ForStmt|WhileStmt): (?:iter_arg\[_\] initValue|declared iter_arg\[_\]|yield value\[_\]) dimension\[_\] = (?:pl\.min\([A-Za-z_]\w*, N\), but (?:declared iter_arg|yield value|return_var)\[_\] dimension\[_\] = [A-Za-z_]\w*|[A-Za-z_]\w*, but (?:declared iter_arg|yield value|return_var)\[_\] dimension\[_\] = pl\.min\([A-Za-z_]\w*, N\))|IfStmt: then yield value\[_\] dimension\[_\] = (?:pl\.min\([A-Za-z_]\w*, N\), but (?:else yield value|return_var)\[_\] dimension\[_\] = [A-Za-z_]\w*|[A-Za-z_]\w*, but (?:else yield value|return_var)\[_\] dimension\[_\] = pl\.min\([A-Za-z_]\w*, N\))); equality is not provable and this boundary has no runtime guard \|  \|[ ]
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Verification in the real driver's order (2026-12-07, fifth session)"
# note: the real PyPTO reports the same TypeCheck 104 after Simplify: in the else branch of `if rows < 1` the analyzer knows rows >= 1 and rewrites the loop's iter arg and return var to valid 1 while the init and the then branch keep min(rows, 1); campaign signature d679d48296cf (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP16]]) -> pl.Tensor[[1, 1], pl.FP16]:
        t_2: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t_2, pl.min(rows, 1), 1)
        if rows < 1:
            c_2, c_3 = pl.yield_(ln, ln)
        else:
            for i_4, (c_4,) in pl.range(3, init_values=(ln,)):
                c_5: pl.Tile[[1, 1], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(c_4)
            c_2, c_3 = pl.yield_(c_5, c_5)
        o: pl.Tensor[[1, 1], pl.FP16] = pl.tile.store(c_2, [0, 0], out)
        return o
