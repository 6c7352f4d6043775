# Expected output of CanonicalizeTileSlice/loop_init (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 32], pl.INT16], out: pl.Out[pl.Tensor[[8, 2], pl.INT16]]) -> pl.Tensor[[8, 2], pl.INT16]:
        t: pl.Tile[[8, 32], pl.INT16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        al: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.slice(t, [8, 2], [0, 16])
        sl_textract: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.extract(t, 0, 2, [8, 2], target_memory=pl.Mem.Vec)
        for i, (c, d) in pl.range(2, init_values=(sl_textract, al)):
            e: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.add(c, d)
            c_1, d_1 = pl.yield_(e, d)
        o: pl.Tensor[[8, 2], pl.INT16] = pl.tile.store(c_1, [0, 0], out)
        return o
