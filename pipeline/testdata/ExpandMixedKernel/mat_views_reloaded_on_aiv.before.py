# P2, views: ln (a set_validshape of a load) and rp (a slice of a
# narrowed load) are staged in Mat for the matmul and also read by vector
# ops (exp, abs) through cube-to-vector moves. Neither is an accumulator, so
# neither may be pushed; AIV repeats the load into Vec and the single-input
# op on it (a view computes the same values from a Vec input),
# naming the last result after the boundary's destination.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[32, 32], pl.FP16]], out_2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> tuple[pl.Tensor[[32, 32], pl.FP32], pl.Tensor[[32, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]]:
        t: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        ln: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[rows, 32])] = pl.tile.set_validshape(t, rows, 32)
        u: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[32, 20])] = pl.tile.load(b, [0, 0], [32, 32], [32, 20], target_memory=pl.Mem.Mat)
        rp: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[32, 20])] = pl.tile.slice(u, [32, 32], [0, 0])
        ln_Left: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ln, target_memory=pl.Mem.Left)
        rp_Right: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right, pl.TileView(valid_shape=[32, 20])] = pl.tile.move(rp, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 20], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_Left, rp_Right)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        ln_Vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.move(ln, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.exp(ln_Vec)
        o_1: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(e, [0, 0], out_1)
        rp_Vec: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 20])] = pl.tile.move(rp, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        f: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 20])] = pl.tile.abs(rp_Vec)
        o_2: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(f, [0, 0], out_2)
        return o, o_1, o_2
