# pipeline-suspects S2: an if-phi of the accumulator (both branches yield
# acc) whose then-branch also drains acc to the vector side. AIC keeps the
# phi (its store reads it) and pushes in the then-branch. On AIV the
# boundary's source acc is remapped to the pop, which exists only in the
# then-branch: the old repair yielded the Vec pop into the Acc phi there and
# an out-of-scope pop in the else-branch ("Undefined variable 'acc_Vec'"
# at the round trip; MemoryReuse then staged it into an Acc buffer on the
# vector core). Nothing on AIV reads the phi, so it is dropped with its
# yields: AIV keeps only the pop under the same condition as the push, and
# no Acc-typed value.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        f: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        if f == 2:
            acc_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_Vec)
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        else:
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        return o
