# A fillpad of a Mat staging tile is vector work (the pinned fillpad is a Vec
# op, elementwise.cpp:1278-1279): AIV loads the window into Vec again, pads it
# there and pushes it to the cube, and the kernel simulates and matches its
# reference. (PyPTO pushes the Mat tile to the AIV instead of reloading it.)
# backend: Ascend910B
# want: nothing
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[32, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        l: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        t: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[20, 32])] = pl.tile.load(b, [0, 0], [32, 32], [20, 32], target_memory=pl.Mem.Mat)
        rp: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        l_Left: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rp_Right: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(rp, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, rp_Right)
        acc_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_Vec)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
