# Expected output of ResolveBackendOpLayouts/col_major_matrix_move (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        cm: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        c__rm_a0_tmp_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.move(cm, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        c__row_major_tmp_v1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(c__rm_a0_tmp_v0, target_type=pl.FP32, mode='round')
        c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        r: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
