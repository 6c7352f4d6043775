# The generator's pattern: `acc` is the initial value of an outer loop's
# carry and of an inner while loop's carry, and is read in the loop, so it
# is live throughout; neither carry is ever written (the while yields its
# carry back, the outer loop yields the while's result). All of them
# hold acc's value while live, so all share acc's buffer with no copy.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class InitLive:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ll, rr)
        for i, (c,) in pl.range(0, 2, init_values=(acc,)):
            for (n, d) in pl.while_(init_values=(0, acc)):
                pl.cond(n < 2)
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2, d_1 = pl.yield_(n_1, d)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(d_1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c_1, [0, 16], o)
        return o_1
