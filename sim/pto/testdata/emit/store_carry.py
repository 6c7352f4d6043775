# A pl.pipeline(2, stage=2) loop LowerPipelineLoops leaves single-trip with
# two stage copies: the first store writes into the loop's carry (an iter
# arg), the second into the first's result, which names the same tensor view.
# pypto.program: StoreCarry
import pypto.language as pl

@pl.program
class StoreCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(b: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            tb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            rb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tb, 2.0)
            o_1: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(rb, [i * 16, 0], o)
            o_2 = pl.yield_(o_1)
        return o_2
