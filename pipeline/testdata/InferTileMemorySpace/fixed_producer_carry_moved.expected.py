# Expected output of InferTileMemorySpace/fixed_producer_carry_moved (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(w: pl.Tensor[[4, 16, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.BF16]]) -> pl.Tensor[[16, 16], pl.BF16]:
        acc0: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.BF16, value=0.0)
        acc0_Mat: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.move(acc0, target_memory=pl.Mem.Mat)
        for i, (acc,) in pl.range(4, init_values=(acc0_Mat,)):
            nxt: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [i, 0, 0], [1, 16, 16], [1, 16, 16], target_memory=pl.Mem.Mat)
            r: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.yield_(nxt)
        r_Vec: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(r, target_memory=pl.Mem.Vec)
        out_0: pl.Tensor[[16, 16], pl.BF16] = pl.tile.store(r_Vec, [0, 0], out_0)
        return out_0
