# Carry c yields its sibling carry c_1, which yields the Mat tile t_1 (a
# gemv operand). Resolving the carries in one sweep left c in Vec (c_1 was
# still at its seed when c read it) while its initial value t_2 and its
# incoming c_1 ended in Mat — a carry whose space its values do not have,
# which the loop header cannot even print (campaign signature "while /
# iter arg N: memory space Vec vs Mat"). The sweep repeats until stable.
# The second loop's carry d is yielded back unchanged: it holds its
# initial value t_3 throughout, which its sibling d_1 moves to Mat, so d
# follows t_3 there.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x_1: pl.Tensor[[1, 1], pl.BF16]) -> pl.Tensor[[1, 1], pl.BF16]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1)
        t_2: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        for (c, c_1) in pl.while_(init_values=(t_2, t_2)):
            pl.cond(0 < 1)
            c_2, c_3 = pl.yield_(c_1, t_1)
        t_3: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        for (d, d_1) in pl.while_(init_values=(t_3, t_3)):
            pl.cond(0 < 1)
            d_2, d_3 = pl.yield_(d, t_1)
        return x_1
