# Expected output of CanonicalizeTileSlice/unaligned_vec_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 8], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        sl_textract: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 1, [4, 2], target_memory=pl.Mem.Vec)
        a: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.adds(sl_textract, 1.0)
        e: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 1, 1, [2, 2], target_memory=pl.Mem.Vec)
        ok: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [2, 8], [1, 0])
        b: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ok, 1.0)
        vs: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 3], [3, 2])
        c: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(vs, 1.0)
        if flag < 1:
            sl_textract_1: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 1, [4, 2], target_memory=pl.Mem.Vec)
            p: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(sl_textract_1)
        else:
            p: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
        sl_textract_2: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 1, [4, 2], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(sl_textract_2, [0, 0], out)
        return o
