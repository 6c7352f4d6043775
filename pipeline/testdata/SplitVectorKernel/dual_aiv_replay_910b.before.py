# passes: ExpandMixedKernel,SplitVectorKernel
# backend: 910B
# (PyPTO verifies MixedKernelExpanded on input; irfuzz has no rule for it, so ExpandMixedKernel, the identity on AIC/AIV kernels, provides it.)
# Ascend910B dispatches an unsplit AIV kernel marked dual_aiv_dispatch to both lanes: the pipe setup stays shared, lane 0 runs the body, lane 1 replays it on empty tiles (the load becomes a tile.create, the loop carry takes its empty type) and stores nothing (split_vector_kernel_pass.cpp:388-488, :535-582).
import pypto.language as pl

@pl.program
class DualReplay:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def vec(x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=0)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(0, 2, 1, init_values=(t,)):
            p: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, p)
            pl.system.tfree_to_aic(p)
            acc_next: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_next, [0, 0], out)
        return o
