# mixed_store_paths.py with the tile.store inside a loop whose carry aliases out: rejected at the tensor.write after it.
import pypto.language as pl

@pl.program
class MixedThroughCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[8, 16], pl.FP16] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=None)
        for i, (acc,) in pl.range(2, init_values=(out,)):
            o: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(t, [i * 8, 0], acc)
            r: pl.Tensor[[16, 16], pl.FP16] = pl.yield_(o)
        g: pl.Tensor[[16, 16], pl.FP16] = pl.tensor.write(r, [5, 10], pl.const(3.0, pl.FP16))
        return g
