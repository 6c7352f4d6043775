# irfuzz RF-H7 (clean campaign 5e167dac3b35): the vector-only tile.assemble
# reads 'ln', a view of the allocation 't' the cube also reads. The view
# shares the allocation's buffer and inherits its space, so it is the
# allocation that is born in Vec (the mark follows views, aliases and
# carries back to it): nothing could carry a Mat view of a created tile
# to the vector core, while the cube operands get vector-to-cube moves.
# Both branches of the if then yield Vec values and the phi is Vec.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.BF16],
        rows: pl.Scalar[pl.INDEX],
        flag: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t)
        as_: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.assemble(ln, ln, [0, 0])
        if flag < 0:
            c: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(ln)
        else:
            c: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(as_)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
