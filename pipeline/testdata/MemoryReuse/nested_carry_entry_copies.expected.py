# Expected output of MemoryReuse/nested_carry_entry_copies (written by -update; review before committing).
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4)]]) -> pl.Tensor[[1, 1], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4)
        f: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_1, 0, 4), pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
        c_1_init: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_3, 0, 4), pl.Mem.Vec] = pl.tile.move(f, target_memory=pl.Mem.Vec)
        for i, (c, c_1) in pl.range(1, init_values=(f, c_1_init)):
            w: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
            c_3_init: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_1, 0, 4), pl.Mem.Vec] = pl.tile.move(c_1, target_memory=pl.Mem.Vec)
            for i_1, (c_3, c_4) in pl.range(1, init_values=(c_3_init, w)):
                c_4_mv: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_1, 0, 4), pl.Mem.Vec] = pl.tile.move(c_4, target_memory=pl.Mem.Vec)
                c_6, c_7 = pl.yield_(c_4_mv, c_4)
            c_7_mv: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_3, 0, 4), pl.Mem.Vec] = pl.tile.move(c_7, target_memory=pl.Mem.Vec)
            c_8, c_9 = pl.yield_(c_6, c_7_mv)
        return out
