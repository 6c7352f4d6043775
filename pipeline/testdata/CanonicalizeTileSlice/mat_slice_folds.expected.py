# Expected: the pinned PyPTO's output (passes.canonicalize_tile_slice(), Ascend950).
# pypto.program: MatFold
import pypto.language as pl

@pl.program
class MatFold:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        lhs: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(am, 32, 32, [32, 32], target_memory=pl.Mem.Left)
        bs_textract: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right] = pl.tile.extract(bm, 32, 0, [32, 32], target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs, bs_textract)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
