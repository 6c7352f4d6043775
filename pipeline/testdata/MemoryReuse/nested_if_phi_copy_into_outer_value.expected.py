# Expected output of MemoryReuse/nested_if_phi_copy_into_outer_value (written by -update; review before committing).
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4)], flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4)
        v: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_1, 0, 4), pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
        if flag_1 < 0:
            if flag < 0:
                v_mv: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.tile.move(v, target_memory=pl.Mem.Vec)
                v_mv_1: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.tile.move(v, target_memory=pl.Mem.Vec)
                c, c_1 = pl.yield_(v_mv, v_mv_1)
            else:
                v_1: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
                c, c_1 = pl.yield_(v_1, v_1)
            c_2: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.yield_(c_1)
        else:
            v_mv_2: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.tile.move(v, target_memory=pl.Mem.Vec)
            c_2: pl.Tile[[1, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 4), pl.Mem.Vec] = pl.yield_(v_mv_2)
        return x
