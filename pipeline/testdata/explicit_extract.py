import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 32], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.INT32]]) -> pl.Tensor[[16, 16], pl.INT32]:
        t: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        ex: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec] = pl.tile.extract(t, 0, 16, [16, 16])
        o: pl.Tensor[[16, 16], pl.INT32] = pl.tile.store(ex, [0, 0], out)
        return o
