# The real PyPTO's passes.inline_functions() on tuple_return_unpacked.before.py, printed by ir.python_print.
# pypto.program: TupleReturn
import pypto.language as pl

@pl.program
class TupleReturn:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e_inline7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a)
        n_inline6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(a)
        e_inline2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = e_inline7
        n_inline1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = n_inline6
        s_inline0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_inline2, n_inline1)
        s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = s_inline0
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
