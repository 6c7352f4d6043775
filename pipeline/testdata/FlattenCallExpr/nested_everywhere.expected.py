# Expected output of FlattenCallExpr/nested_everywhere (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], g: pl.Tensor[[4], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        load_flat: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(load_flat)
        read_flat: pl.Scalar[pl.INT32] = pl.tensor.read(g, [0])
        if read_flat > 0:
            neg_flat: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
            u: pl.Tile[[16, 16], pl.FP32] = pl.yield_(neg_flat)
        else:
            u: pl.Tile[[16, 16], pl.FP32] = pl.yield_(t)
        read_flat_0: pl.Scalar[pl.INT32] = pl.tensor.read(g, [1])
        abs_flat: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.abs(u)
        for i, (a,) in pl.range(pl.cast(read_flat_0, pl.INDEX), init_values=(abs_flat,)):
            add_flat: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, u)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(add_flat)
        store_flat: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return store_flat
