# error: SplitVectorKernel found conflicting function split and cross-core op split
# passes: ExpandMixedKernel,SplitVectorKernel
# (PyPTO verifies MixedKernelExpanded on input; irfuzz has no rule for it, so ExpandMixedKernel, the identity on AIC/AIV kernels, provides it.)
# The function says UP_DOWN, its tpop LEFT_RIGHT (split_vector_kernel_pass.cpp:131-135).
import pypto.language as pl

@pl.program
class Conflict:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def vec(out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=8192, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=2)
        pl.system.tfree_to_aic(z)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], out)
        return o
