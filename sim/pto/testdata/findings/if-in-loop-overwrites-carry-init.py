# want: mismatch: the PTO program computes output 'out' other than the reference at element [0 0]: want 12, got 16 (920 elements differ); last written by pto.tstore at .pto line 25 (if-in-loop-overwrites-carry-init.py:23:43)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: a is the loop carry's initial value and is read again inside the loop; InitMemRef gives
# acc a's buffer, and MaterializeSemanticAliases retargets the then-branch's c onto it as well
# (the buffer is not read after c's write inside the branch body), so the first iteration writes
# a + a over a and the second adds 2a instead of a: the store writes 4a where the program says 3a.
# PyPTO's own test_memory_reuse.py::test_var_used_in_nested_if_shares_iter_arg_buffer expects
# this sharing (IsTargetDeadAtAssign, memory_reuse_pass.cpp:776-812, looks only inside the body).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [0, 0], [16, 64], [16, 64])
        for i, (acc,) in pl.range(0, 4, init_values=(a,)):
            if i < 2:
                c: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(acc, a)
                r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(c)
            else:
                r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(acc)
            s: pl.Tile[[16, 64], pl.FP32] = pl.yield_(r)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
