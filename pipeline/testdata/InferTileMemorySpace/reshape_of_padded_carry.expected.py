# Expected output of InferTileMemorySpace/reshape_of_padded_carry (written by -update; review before committing).
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        p: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        for i, (c,) in pl.pipeline(1, stage=2, init_values=(p,)):
            rs: pl.Tile[[4, 1], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(p, [4, 1])
            l: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [2, 2])
            t_1: pl.Tile[[2, 4], pl.FP32, pl.Mem.Mat] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=pl.Mem.Mat)
            l_Left: pl.Tile[[2, 2], pl.FP32, pl.Mem.Left, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(l, target_memory=pl.Mem.Left)
            t_1_Right: pl.Tile[[2, 4], pl.FP32, pl.Mem.Right] = pl.tile.move(t_1, target_memory=pl.Mem.Right)
            acc: pl.Tile[[2, 4], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, t_1_Right)
            c_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(l)
        return out
