# passes: ExpandMixedKernel,SplitVectorKernel
# (PyPTO verifies MixedKernelExpanded on input; irfuzz has no rule for it, so ExpandMixedKernel, the identity on AIC/AIV kernels, provides it.)
# A LEFT_RIGHT vector kernel (function split attr, no pipe ops) accumulating loads in a loop: the load, the carried tile and the loop result are [16, 32] halves, the column offsets move by subblock_idx * 32 (split_axis_utils.cpp:549-585, :863-940).
import pypto.language as pl

@pl.program
class LoopLeftRight:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def vec(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(1, 4, 1, init_values=(t0,)):
            r: pl.Scalar[pl.INDEX] = i * 16
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            nxt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            acc_out: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_out, [0, 0], out)
        return o
