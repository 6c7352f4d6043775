# The vector-op rule leaves alone what runs on a cube-side pipe or on none:
# an Acc-to-Mat tile.assemble (FIX) and the zero-copy views transpose_view
# and reshape follow their input into Mat, and the matmul's demand flows
# back through them onto the load. A fillpad is a Vec op
# (elementwise.cpp:1278-1279): its slice and load stay in Vec and its
# result is moved to Left.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 32], pl.BF16],
        y: pl.Tensor[[16, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        a_w: pl.Tile[[16, 16], pl.BF16] = pl.tile.slice(a, [16, 16], [0, 16])
        a_p: pl.Tile[[16, 16], pl.BF16] = pl.tile.fillpad(a_w)
        b: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=None)
        b_t: pl.Tile[[16, 16], pl.BF16] = pl.tile.transpose_view(b)
        b_r: pl.Tile[[16, 16], pl.BF16] = pl.tile.reshape(b_t, [16, 16])
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_p, b_r)
        h: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        gb: pl.Tile[[16, 16], pl.FP32] = pl.tile.assemble(h, g, [0, 0])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(gb, gb)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
