# Expected output of ConvertToSSA/tile_carry_while (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        k: pl.Scalar[pl.INDEX] = 0
        for (t__iter_v0, k__iter_v2) in pl.while_(init_values=(t, k)):
            pl.cond(k__iter_v2 < 3)
            t__ssa_v4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__iter_v0)
            k__ssa_v5: pl.Scalar[pl.INDEX] = k__iter_v2 + 1
            t__rv_v1, k__rv_v3 = pl.yield_(t__ssa_v4, k__ssa_v5)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t__rv_v1, [0, 0], out)
        return o
