# want: illegal: the PTO program: illegal: aiv0#0 PIPE_BARRIER(pto.barrier @bar-m-on-vector.py:14:9): a AIV core has no pipe M
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: system.bar_m has no core affinity (src/ir/op/sync_ops/sync.cpp:68-74), so a vector kernel
# (and ExpandMixedKernel's AIV side, expand_mixed_kernel_pass.cpp:1028) keeps pto.barrier <PIPE_M>;
# ptoas passes it on (LoweringSyncToPipe.cpp:118-128 drops only PIPE_V) and bisheng rejects
# pipe_barrier(PIPE_M) for the a5 vector target.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        pl.system.bar_m()
        return x
