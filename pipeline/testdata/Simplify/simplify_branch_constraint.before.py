# Simplify rewrites types under a branch's constraint: in the else branch
# of `if rows < 1` the analyzer knows rows >= 1 (simplify_pass.cpp:409-424),
# so the loop's iter arg and return var get valid rows 1
# (MaybeRebuildIterArg, simplify_pass.cpp:737-745) while its init and the
# then branch keep min(rows, 1). The real PyPTO's TypeCheck reports it after
# Simplify, before the round trip would (known/0da5d3973ed1.py).
# error: Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = pl.min(rows, 1), but else yield value[0] dimension[0] = 1; equality is not provable
import pypto.language as pl


@pl.program
class BranchConstraint:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        v: pl.Tile[[1, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 1), 16])] = pl.tile.set_validshape(t, pl.min(rows, 1), 16)
        if rows < 1:
            r = pl.yield_(v)
        else:
            for i, (c,) in pl.range(2, init_values=(v,)):
                c_1 = pl.yield_(c)
            r = pl.yield_(c_1)
        o: pl.Tensor[[1, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
