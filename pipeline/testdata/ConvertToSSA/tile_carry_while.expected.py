# Expected output of ConvertToSSA/tile_carry_while (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def f(self, x__ssa_v0: pl.Tensor[[16, 16], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        k__ssa_v0: pl.Scalar[pl.INDEX] = 0
        for (k__iter_v1, t__iter_v1) in pl.while_(init_values=(k__ssa_v0, t__ssa_v0)):
            pl.cond(k__iter_v1 < 3)
            t__ssa_v3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__iter_v1)
            k__ssa_v3: pl.Scalar[pl.INDEX] = k__iter_v1 + 1
            k__rv_v2, t__rv_v2 = pl.yield_(k__ssa_v3, t__ssa_v3)
        o__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t__rv_v2, [0, 0], out__ssa_v0)
        return o__ssa_v0
