# Expected output of InitMemRef/views (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 512)], out0: pl.Out[pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 64)]], out1: pl.Out[pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 64)]], out2: pl.Out[pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 512)]]) -> pl.Tensor[[1, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        tile_a: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 512), pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 64), pl.Mem.Vec] = pl.tile.slice(tile_a, [1, 16], [0, 0])
        s1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, 64, 64), pl.Mem.Vec] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        col: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_4, 32, 480), pl.Mem.Vec] = pl.tile.slice(tile_a, [8, 8], [0, 8])
        reshaped: pl.Tile[[128, 1], pl.FP32, pl.MemRef(mem_vec_4, 0, 512), pl.Mem.Vec] = pl.tile.reshape(tile_a, [128, 1])
        flat: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 512), pl.Mem.Vec] = pl.tile.reshape(reshaped, [8, 16])
        r0: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 64)] = pl.tile.store(s0, [0, 0], out0)
        _r1: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 64)] = pl.tile.store(s1, [0, 0], out1)
        c: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_5, 0, 256), pl.Mem.Vec] = pl.tile.exp(col)
        _r2: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 512)] = pl.tile.store(flat, [0, 0], out2)
        _r3: pl.Tensor[[8, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 512)] = pl.tile.store(c, [0, 8], _r2)
        return r0
