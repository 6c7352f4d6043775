# Expected output of InferTileMemorySpace/reshape_in_space_exceptions (written by -update; review before committing).
# pypto.program: SameShape
import pypto.language as pl

@pl.program
class SameShape:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[1, 16], pl.FP16], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(a, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        t_Vec: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec)
        p: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_Vec, pad_value=pl.PadValue.zero)
        s: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(p, [1, 16])
        r: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(p, [16, 1])
        w: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[1, 8], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, pad=pl.PadValue.zero)] = pl.tile.slice(t, [1, 16], [0, 0], [1, 8], pad_value=pl.PadValue.zero)
        q: pl.Tile[[16, 1], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 1], slayout=pl.TileLayout.none_box, pad=pl.PadValue.zero)] = pl.tile.reshape(w, [16, 1])
        return out
