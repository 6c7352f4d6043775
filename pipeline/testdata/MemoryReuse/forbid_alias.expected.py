# Expected output of MemoryReuse/forbid_alias: the pinned PyPTO's init_mem_ref + memory_reuse give the same buffers.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, col: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 64)], x: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 64)], output: pl.Out[pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 64)]]) -> pl.Tensor[[1, 16], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        c: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 64), pl.Mem.Vec] = pl.tile.load(col, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        t: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 64), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 64), pl.Mem.Vec] = pl.tile.col_expand_sub(t, c)
        result: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 64)] = pl.tile.store(r, [0, 0], output)
        return result
