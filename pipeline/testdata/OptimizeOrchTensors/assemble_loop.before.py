# The kernel fills a [4, 64] tile piece by piece in a loop of
# tile.assembles and stores it at the end: the loop stores each piece into
# the Out parameter directly, carrying the tensor; the tile.create and the
# final store go and the loop's result is returned.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def gather(self, x: pl.Tensor[[4, 16], pl.FP16], o: pl.Out[pl.Tensor[[4, 64], pl.FP16]]) -> pl.Tensor[[4, 64], pl.FP16]:
        acc0: pl.Tile[[4, 64], pl.FP16] = pl.tile.create([4, 64], dtype=pl.FP16, target_memory=pl.MemorySpace.Vec)
        for j, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):
            col: pl.Scalar[pl.INDEX] = j * 16
            piece: pl.Tile[[4, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 16], target_memory=pl.Mem.Vec)
            acc_1: pl.Tile[[4, 64], pl.FP16] = pl.tile.assemble(acc, piece, [0, col])
            acc_2 = pl.yield_(acc_1)
        r: pl.Tensor[[4, 64], pl.FP16] = pl.tile.store(acc_2, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[4, 16], pl.FP16]) -> pl.Tensor[[4, 64], pl.FP16]:
        o: pl.Tensor[[4, 64], pl.FP16] = pl.create_tensor([4, 64], dtype=pl.FP16)
        y: pl.Tensor[[4, 64], pl.FP16] = self.gather(x, o)
        return y
