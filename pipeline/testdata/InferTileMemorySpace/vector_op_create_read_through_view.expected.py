# Expected output of InferTileMemorySpace/vector_op_create_read_through_view (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.BF16], rows: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        ln: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        ln_Left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left, pl.TileView(valid_shape=[pl.min(rows, 16), 16], compact=pl.CompactMode.normal)] = pl.tile.move(ln, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_Left, t_Right)
        as_: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.assemble(ln, ln, [0, 0])
        if flag < 0:
            c: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(ln)
        else:
            c: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.yield_(as_)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
