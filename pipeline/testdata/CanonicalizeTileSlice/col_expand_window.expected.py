# Expected: the pinned PyPTO's output (passes.canonicalize_tile_slice(), Ascend950).
# pypto.program: ColExpand
import pypto.language as pl

@pl.program
class ColExpand:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]], out_1: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> tuple[pl.Tensor[[8, 8], pl.FP32], pl.Tensor[[8, 16], pl.FP32]]:
        t: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 8], [3, 0])
        w_textract: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 8, [8, 8], target_memory=pl.Mem.Vec)
        m: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(w_textract, r)
        row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 16], [3, 0])
        n: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(t, row)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(m, [0, 0], out)
        o_1: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(n, [0, 0], out_1)
        return o, o_1
