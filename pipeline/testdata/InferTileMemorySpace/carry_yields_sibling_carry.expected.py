# Expected output of InferTileMemorySpace/carry_yields_sibling_carry (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[1, 1], pl.BF16]) -> pl.Tensor[[1, 1], pl.BF16]:
        t: pl.Tile[[1, 1], pl.BF16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[1, 1], pl.BF16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[1, 1], pl.BF16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_1_Right: pl.Tile[[1, 1], pl.BF16, pl.Mem.Right] = pl.tile.move(t_1, target_memory=pl.Mem.Right)
        g: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1])] = pl.tile.gemv(t_Left, t_1_Right, acc_phase='unspecified')
        t_2: pl.Tile[[1, 1], pl.BF16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        for (c, c_1) in pl.while_(init_values=(t_2, t_2)):
            pl.cond(pl.const(0, pl.INDEX) < pl.const(1, pl.INDEX))
            c_2, c_3 = pl.yield_(c_1, t_1)
        t_3: pl.Tile[[1, 1], pl.BF16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        for (d, d_1) in pl.while_(init_values=(t_3, t_3)):
            pl.cond(pl.const(0, pl.INDEX) < pl.const(1, pl.INDEX))
            d_2, d_3 = pl.yield_(d, t_1)
        return x_1
