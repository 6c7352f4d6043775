# passes: ExpandMixedKernel,SplitVectorKernel
# (PyPTO verifies MixedKernelExpanded on input; irfuzz has no rule for it, so ExpandMixedKernel, the identity on AIC/AIV kernels, provides it.)
# Kernels already marked split_aiv keep their bodies: the AIV one gets split moved last and dual_aiv_dispatch, the AIC one only split moved last; a third, split_aiv without a mode, gets dual_aiv_dispatch (split_vector_kernel_pass.cpp:630-661).
import pypto.language as pl

@pl.program
class SplitAivAttrs:
    @pl.function(type=pl.FunctionType.AIC, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def cube(x: pl.Tensor[[16, 16], pl.FP32]):
        xm: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)

    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True})
    def vec(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIV, attrs={"split_aiv": True})
    def vec_none(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
