# Expected output of InitMemRef/fillpad_strided_fault (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[32, 32], pl.BF16, pl.MemRef("mem_ddr_0", 0, 2048)], y: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 512)], out: pl.Out[pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_2", 0, 256)]]) -> pl.Tensor[[8, 8], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_3, 0, 2048), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        rows: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_3, 0, 1024), pl.Mem.Mat] = pl.tile.slice(t, [16, 32], [0, 0])
        rows_p: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_3, 0, 1024), pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rows)
        v: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 512), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_4, 32, 480), pl.Mem.Vec] = pl.tile.slice(v, [8, 8], [0, 8])
        col_p: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_4, 32, 480), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(col)
        roww: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_4, 256, 256), pl.Mem.Vec, pl.TileView(valid_shape=[2, 16])] = pl.tile.slice(v, [4, 16], [4, 0], [2, 16])
        roww_p: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_4, 256, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(roww)
        o: pl.Tensor[[8, 8], pl.FP32, pl.MemRef("mem_ddr_2", 0, 256)] = pl.tile.store(col_p, [0, 0], out)
        return o
