# Expected output of MemoryReuse/break_keeps_carry (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(4, init_values=(t,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            if i == 1:
                break
            v_mv: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.move(v, target_memory=pl.Mem.Vec)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.yield_(v_mv)
        result: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(c_1, [0, 0], out)
        return result
