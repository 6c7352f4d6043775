# Expected output of InferTileMemorySpace/phi_takes_yielded_view (written by -update; review before committing).
# pypto.program: PhiView
import pypto.language as pl

@pl.program
class PhiView:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(a, [0, 0], [16, 32], [8, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        ta_Left: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        tb_Right: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ta_Left, tb_Right)
        if flag > 0:
            acc_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.muls(acc_Vec, 2.0)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.yield_(v)
        else:
            acc_Vec_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.tile.adds(acc_Vec_1, 1.0)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])] = pl.yield_(w)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
