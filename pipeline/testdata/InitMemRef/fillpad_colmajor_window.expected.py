# Expected output of InitMemRef/fillpad_colmajor_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[4, 4], pl.FP32, pl.MemRef("mem_ddr_0", 0, 64)], out: pl.Out[pl.Tensor[[4, 2], pl.FP32, pl.MemRef("mem_ddr_1", 0, 32)]]) -> pl.Tensor[[4, 2], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t: pl.Tile[[4, 4], pl.FP32, pl.MemRef(mem_vec_2, 0, 64), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 4], [4, 4], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[4, 4], pl.FP32, pl.MemRef(mem_vec_2, 0, 64), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 2], pl.FP32, pl.MemRef(mem_vec_2, 8, 56), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 2], [0, 2])
        fp: pl.Tile[[4, 2], pl.FP32, pl.MemRef(mem_vec_3, 0, 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
        rw: pl.Tile[[2, 4], pl.FP32, pl.MemRef(mem_vec_2, 32, 32), pl.Mem.Vec] = pl.tile.slice(t, [2, 4], [2, 0])
        rp: pl.Tile[[2, 4], pl.FP32, pl.MemRef(mem_vec_4, 0, 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rw)
        o: pl.Tensor[[4, 2], pl.FP32, pl.MemRef("mem_ddr_1", 0, 32)] = pl.tile.store(fp, [0, 0], out)
        return o
