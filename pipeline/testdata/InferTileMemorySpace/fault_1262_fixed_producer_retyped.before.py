# With fault #1262 on, the carry's Mat space is forced onto the tile.full
# result: `acc0: Mat = tile.full(...)` while the call stays Vec. Printed and
# parsed back, the call's type is Vec again, so the round trip reports it
# (before AssignTypeSymmetry, which the pass tests run after it).
# backend: 950
# faults: loop-backprop-fixed-producer
# error: round trip failed: func main_incore_0 / stmt 0 / assign acc0 / tile.full / type: memory space Vec vs Mat
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        w: pl.Tensor[[4, 16, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.BF16]],
    ) -> pl.Tensor[[16, 16], pl.BF16]:
        acc0: pl.Tile[[16, 16], pl.BF16] = pl.tile.full([16, 16], dtype=pl.BF16, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            nxt: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(w, [i, 0, 0], [1, 16, 16], [1, 16, 16], target_memory=pl.Mem.Mat)
            r = pl.yield_(nxt)
        out_0: pl.Tensor[[16, 16], pl.BF16] = pl.store(r, [0, 0], out_0)
        return out_0
