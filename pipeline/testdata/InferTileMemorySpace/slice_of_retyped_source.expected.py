# Expected output of InferTileMemorySpace/slice_of_retyped_source (written by -update; review before committing).
# pypto.program: SliceOfRetyped
import pypto.language as pl

@pl.program
class SliceOfRetyped:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(t, [16, 16], [16, 0], [1, 16])
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_Left, r_Right)
        t_2: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(a, [0, 0], [16, 16], [1, 16], target_memory=pl.Mem.Mat)
        for (n, c) in pl.while_(init_values=(0, t_2)):
            pl.cond(n < 1)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_1 = pl.yield_(n_1, l)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
