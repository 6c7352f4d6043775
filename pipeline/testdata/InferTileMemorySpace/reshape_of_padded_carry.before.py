# A shape-changing reshape of a tile placed in Mat takes Mat's layouts (NZ):
# PyPTO's DeduceTileReshapeType builds a view the TileType constructor
# collapses to the implicit one, so the LHS sync gives the result the
# space's layout. irfuzz's reshape also keeps the source's pad, which made
# the view explicit row_major / none_box: the loop carrying the padded tile
# p (NZ in Mat) and yielding l = reshape(reshape(p)) failed TypeCheck code
# 111 (iter arg NZ, yield ND). Campaign finding 02d40307bb9b (RF-H10b).
# backend: 950
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        p: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        for i, (c,) in pl.pipeline(1, stage=2, init_values=(p,)):
            rs: pl.Tile[[4, 1], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(p, [4, 1])
            l: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [2, 2])
            t_1: pl.Tile[[2, 4], pl.FP32] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[2, 4], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_1)
            c_1: pl.Tile[[2, 2], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(l)
        return out
