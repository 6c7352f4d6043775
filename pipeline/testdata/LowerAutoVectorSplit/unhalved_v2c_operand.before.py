# error: LowerAutoVectorSplit: the V->C boundary tile.move here carries a full-width vector operand 'p'
# The vector tile moved to the cube is a parameter, which the halving never split (lower_auto_vector_split_pass.cpp:467-479).
import pypto.language as pl

@pl.program
class Unhalved:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(p: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec], w: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pm: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.move(p, target_memory=pl.Mem.Mat)
        pl_: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(pm, target_memory=pl.Mem.Left)
        wm: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        wr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(wm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl_, wr)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
