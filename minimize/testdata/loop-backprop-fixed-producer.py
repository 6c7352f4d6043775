# loop-backprop-fixed-producer (PyPTO #1262): InferTileMemorySpace
# back-propagates a loop carry's space (Mat, from the loads it yields) onto
# the carry's initial value even though tile.full only produces Vec: the
# assignment `acc0: Mat = tile.full(...)` no longer matches its call, and
# the pass output does not survive print and parse.
# backend: 950
# faults: loop-backprop-fixed-producer
# want: roundtrip |  | InferTileMemorySpace | call / type: memory space Vec vs Mat |  | 
import pypto.language as pl


@pl.program
class FixedProducer:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, w: pl.Tensor[[64, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.BF16]]) -> pl.Tensor[[16, 16], pl.BF16]:
        acc0: pl.Tile[[16, 16], pl.BF16] = pl.tile.full([16, 16], dtype=pl.BF16, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            nxt: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(w, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            r = pl.yield_(nxt)
        o: pl.Tensor[[16, 16], pl.BF16] = pl.tile.store(r, [0, 0], out)
        return o
