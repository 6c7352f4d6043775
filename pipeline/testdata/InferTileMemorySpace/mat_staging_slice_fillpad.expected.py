# Expected output of InferTileMemorySpace/mat_staging_slice_fillpad (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 32], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        a_t: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a_w: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.slice(a_t, [16, 64], [16, 0])
        a_p: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(a_w)
        b_t: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_p_Left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(a_p, target_memory=pl.Mem.Left)
        b_t_Right: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(b_t, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_p_Left, b_t_Right)
        out_0: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_0
