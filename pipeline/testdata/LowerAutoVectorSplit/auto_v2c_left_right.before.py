# A LEFT_RIGHT split InCore kernel whose vector side scales a loaded tile and hands it to the cube: the load and muls are halved along the columns, the move to Mat becomes s_mat = tile.aic_gather(s, split=2) and a move of the gathered tile (lower_auto_vector_split_pass.cpp:448-541).
import pypto.language as pl

@pl.program
class AutoV2C:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def kernel(a: pl.Tensor[[16, 32], pl.FP16], w: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        at: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.muls(at, 2.0)
        sm: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.move(s, target_memory=pl.Mem.Mat)
        sl: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(sm, target_memory=pl.Mem.Left)
        wm: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        wr: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(wm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sl, wr)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
