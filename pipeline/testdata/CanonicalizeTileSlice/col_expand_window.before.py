# A Vec slice read by tile.col_expand_mul is copied into Vec when its
# in-place materialization would corrupt its source (#2010): columns 8-15
# of an 8-row FP32 tile are not contiguous. Row 3, a single row, is: it
# stays a view (and, 3 * 16 * 4 bytes in, is aligned).
# backend: 950
import pypto.language as pl


@pl.program
class ColExpand:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]], out_1: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> tuple[pl.Tensor[[8, 8], pl.FP32], pl.Tensor[[8, 16], pl.FP32]]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        w: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 8], [0, 8])
        r: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 8], [3, 0])
        m: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(w, r)
        row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 16], [3, 0])
        n: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(t, row)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(m, [0, 0], out)
        o_1: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(n, [0, 0], out_1)
        return o, o_1
