# The reshape rule (reshape_of_padded_carry) covers only a shape-changing,
# fully valid reshape: a same-shape reshape keeps its source's effective
# view, here the padded single-row Mat load's row-vector ND form
# (row_major / none_box), and a partly valid one keeps the registry's
# explicit shape-inferred view (col_major / none_box for a column), as
# PyPTO's mapped valid region (#2149) keeps its view explicit; the fully
# valid shape-changing one takes Mat's NZ with the pad kept (without the
# rule: col_major / none_box).
# backend: 950
import pypto.language as pl

@pl.program
class SameShape:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[1, 16], pl.FP16], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        p: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat] = pl.tile.fillpad(t)
        s: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat] = pl.tile.reshape(p, [1, 16])
        r: pl.Tile[[16, 1], pl.FP16] = pl.tile.reshape(p, [16, 1])
        w: pl.Tile[[1, 16], pl.FP16] = pl.tile.slice(t, [1, 16], [0, 0], [1, 8], pad_value=pl.PadValue.zero)
        q: pl.Tile[[16, 1], pl.FP16] = pl.tile.reshape(w, [16, 1])
        return out
