# Expected output of AlignTileSlices/valid_shape_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        vs: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 3], [3, 2])
        vs_textract: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 3, [4, 2], target_memory=pl.Mem.Vec)
        vs_valid: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.set_validshape(vs_textract, 3, 2)
        c: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(vs_valid, 1.0)
        e: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 1, 3, [2, 2], target_memory=pl.Mem.Vec)
        vs_textract_1: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 3, [4, 2], target_memory=pl.Mem.Vec)
        vs_valid_1: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.set_validshape(vs_textract_1, 3, 2)
        e2: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 2])] = pl.tile.extract(vs_valid_1, 2, 0, [2, 2], target_memory=pl.Mem.Vec)
        vs_textract_2: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 3, [4, 2], target_memory=pl.Mem.Vec)
        al: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.set_validshape(vs_textract_2, 3, 2)
        full: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 2], [0, 2], [4, 2])
        full_textract: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 2, [4, 2], target_memory=pl.Mem.Vec)
        r: pl.Tile[[4, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(full_textract, c)
        vs_textract_3: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 3, [4, 2], target_memory=pl.Mem.Vec)
        vs_valid_2: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.set_validshape(vs_textract_3, 3, 2)
        for i, (acc,) in pl.range(2, init_values=(vs_valid_2,)):
            acc_1: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(acc, 1.0)
            acc_2: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.yield_(acc_1)
        vs_textract_4: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 3, [4, 2], target_memory=pl.Mem.Vec)
        vs_valid_3: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.set_validshape(vs_textract_4, 3, 2)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(vs_valid_3, [0, 0], out)
        return o
