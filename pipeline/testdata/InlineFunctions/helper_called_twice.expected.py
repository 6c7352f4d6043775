# The real PyPTO's passes.inline_functions() on helper_called_twice.before.py, printed by ir.python_print.
# pypto.program: HelperTwice
import pypto.language as pl

@pl.program
class HelperTwice:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s_inline1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(a, 2.0)
        r_inline0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s_inline1, a)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = r_inline0
        s_inline3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(b, 3.0)
        r_inline2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s_inline3, b)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = r_inline2
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
