# A loop carry that lives in Mat (the body yields a Mat load) seeded by a
# tile.full (fixed Vec): the full's result keeps Vec and the carry starts from
# a Vec -> Mat move emitted before the loop, instead of the full being re-typed
# to Mat while its call stays Vec (PyPTO #1262).
# backend: 950
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
