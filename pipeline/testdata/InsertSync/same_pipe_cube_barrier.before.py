# Same-pipe dependencies take a pipe barrier, never a flag: set_flag /
# wait_flag need two different pipes of a HardEvent pair, and (M, M) is
# none (the simulator's "(M, M) is not a HardEvent pipe pair"). Each
# matmul_acc accumulates into the L0C buffer the matmul before it wrote (M
# after M), so a bar_m precedes each; MTE2 -> MTE1, MTE1 -> M and M -> FIX
# are flag pairs. (The SET_FLAG(M, M) of campaign NoRedundantBlocks/2 was a
# user-written flag drawn by the generator, not one InsertSync inserted.)
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        l: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Left] = pl.move(t, target_memory=pl.MemorySpace.Left)
        r: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Right] = pl.move(t, target_memory=pl.MemorySpace.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.matmul(l, r)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.matmul_acc(acc, l, r)
        acc_2: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.matmul_acc(acc_1, l, r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(acc_2, [0, 0], out)
        return o
