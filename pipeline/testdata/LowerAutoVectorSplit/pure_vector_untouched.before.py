# A split InCore kernel without cube work has no boundary to lower: it is left as it is (lower_auto_vector_split_pass.cpp:1192-1201).
import pypto.language as pl

@pl.program
class PureVector:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(a: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        at: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(at)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
