# want: illegal: the PTO program: illegal: aiv0#5 TMOV(pto.tmov @cube-chain-in-aiv.py:14:9): destination operand in L0B: a AIV core of Ascend950 has no such buffer
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: ExpandMixedKernel keeps a loop whose body holds only yields on the AIV side
# (expand_mixed_kernel_pass.cpp:325-326, :1028), then FixupIterArgInitValues pulls the iter-arg's
# cube definition chain (moves to L0A/L0B, the matmul) into the AIV kernel
# (loop_state_repair.cpp:234-253, 362-390): Vec->L0A/L0B moves ptoas rejects.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_1, [0, 0], [16, 16], [16, 16])
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_1)
        for i, (acc,) in pl.range(2, init_values=(g,)):
            for i_1, (acc_1,) in pl.range(2, init_values=(acc,)):
                acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_1)
            acc_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_2)
        return out
