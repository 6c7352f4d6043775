# Expected output of InferTileMemorySpace/vector_op_rule_spares_cube_pipes (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 32], pl.BF16], y: pl.Tensor[[16, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        a_w: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.slice(a, [16, 16], [0, 16])
        a_p: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(a_w, pad_value=pl.PadValue.zero)
        b: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b)
        b_r: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.reshape(b_t, [16, 16])
        a_p_Left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(a_p, target_memory=pl.Mem.Left)
        b_r_Right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(b_r, target_memory=pl.Mem.Right)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_p_Left, b_r_Right)
        h: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        gb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.assemble(h, g, [0, 0])
        gb_Left: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(gb, target_memory=pl.Mem.Left)
        gb_Right: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(gb, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(gb_Left, gb_Right)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
