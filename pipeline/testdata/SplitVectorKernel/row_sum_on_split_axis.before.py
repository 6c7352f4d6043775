# error: SplitVectorKernel: reduce op 'tile.row_sum' reduces on the split axis (dim 1); partial reduction in a split kernel is not supported
# passes: ExpandMixedKernel,SplitVectorKernel
# (PyPTO verifies MixedKernelExpanded on input; irfuzz has no rule for it, so ExpandMixedKernel, the identity on AIC/AIV kernels, provides it.)
# A LEFT_RIGHT split halves the columns a row sum reduces (split_axis_utils.cpp:58-84, :628-632).
import pypto.language as pl

@pl.program
class RowSumSplit:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def vec(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, tmp)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
