# Expected output of MemoryReuse/carry_swap (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], output: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.exp(x)
        for i, (p, q) in pl.range(4, init_values=(x, y)):
            q_tmp: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_7, 0, 1024), pl.Mem.Vec] = pl.tile.move(q, target_memory=pl.Mem.Vec)
            p_mv: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.move(p, target_memory=pl.Mem.Vec)
            q_tmp_mv: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.move(q_tmp, target_memory=pl.Mem.Vec)
            p_out, q_out = pl.yield_(q_tmp_mv, p_mv)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.sub(p_out, q_out)
        result: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(s, [0, 0], output)
        return result
