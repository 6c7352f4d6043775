# backend: 950
# Campaign seed 8, bbc8c210a2b2 (after InferTileMemorySpace): t_1 is staged
# in Mat for the matmul, and m moves it to Vec. tile.move takes the layouts
# Vec does not dictate for a [2, 1] tile from its source, so m inherits the
# NZ slayout of the Mat tile. The vector core reloads t_1 into Vec instead
# of receiving it (vectorReload), and the move of the reloaded tile used to
# carry only the original call's kwargs: m lost its slayout, while the loop
# carry c initialized by it kept the old type, which the printer cannot
# express (an iter arg is typed by its init), so the round trip failed. The
# reload now names the destination's layouts and m keeps its type.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        v: pl.Tile[[2, 2], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [2, 2], [2, 1], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[2, 1], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Mat)
        v_Left: pl.Tile[[2, 2], pl.FP32, pl.Mem.Left] = pl.tile.move(v, target_memory=pl.Mem.Left)
        t_1_Right: pl.Tile[[2, 1], pl.FP32, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.move(t_1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[2, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(v_Left, t_1_Right)
        m: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.move(t_1, target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(m,)):
            a: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.abs(c)
            c_1 = pl.yield_(a)
        o: pl.Tensor[[2, 1], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
