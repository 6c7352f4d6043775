# Expected output of InferTileMemorySpace/if_phi_acc_feeds_cast (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_tile_Left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        y_tile_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        seed: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_tile_Left, y_tile_Right)
        if flag < 1:
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(seed)
        else:
            acc_more: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(seed, x_tile_Left, y_tile_Right)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_more)
        acc_Vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        narrowed: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(acc_Vec, target_type=pl.BF16, mode='rint')
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(narrowed, [0, 0], out_0)
        return out_0
