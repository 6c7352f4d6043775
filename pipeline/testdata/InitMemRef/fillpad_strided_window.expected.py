# Expected output of InitMemRef/fillpad_strided_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[32, 32], pl.BF16, pl.MemRef("mem_ddr_0", 0, 2048)], y: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 512)], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)]]) -> pl.Tensor[[8, 16], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_3, 0, 2048), pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        rows: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_3, 0, 1024), pl.Mem.Mat] = pl.tile.slice(t, [16, 32], [0, 0])
        rows_p: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_4, 0, 1024), pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rows)
        v: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_5, 0, 512), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_5, 32, 480), pl.Mem.Vec] = pl.tile.slice(v, [8, 8], [0, 8])
        col_p: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_6, 0, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(col)
        colv: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_5, 32, 480), pl.Mem.Vec, pl.TileView(valid_shape=[n, 8])] = pl.tile.set_validshape(col, n, 8)
        colv_p: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, 0, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(colv, pad_value=pl.PadValue.max)
        for _i, (c,) in pl.range(2, init_values=(col,)):
            c_p: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_8, 0, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            c_out: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_5, 32, 480), pl.Mem.Vec] = pl.yield_(c)
        row: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_5, 256, 256), pl.Mem.Vec] = pl.tile.slice(v, [4, 16], [4, 0])
        row_p: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_10, 0, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(row)
        roww: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_5, 256, 256), pl.Mem.Vec, pl.TileView(valid_shape=[2, 16])] = pl.tile.slice(v, [4, 16], [4, 0], [2, 16])
        roww_p: pl.Tile[[4, 16], pl.FP32, pl.MemRef(mem_vec_11, 0, 256), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(roww)
        vn: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_5, 0, 512), pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.set_validshape(v, 4, 16)
        vn_p: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_12, 0, 512), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(vn)
        full_p: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_13, 0, 512), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v)
        o: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(full_p, [0, 0], out)
        o2: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(col_p, [0, 0], o)
        o3: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(colv_p, [0, 8], o2)
        o4: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(row_p, [4, 0], o3)
        o5: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(roww_p, [4, 0], o4)
        o6: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 512)] = pl.tile.store(vn_p, [0, 0], o5)
        return o6
