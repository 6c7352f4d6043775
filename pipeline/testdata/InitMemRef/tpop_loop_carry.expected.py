# Expected output of InitMemRef/tpop_loop_carry (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        c_init: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.move(t, target_memory=pl.Mem.Vec)
        for _i, (c,) in pl.range(4, init_values=(c_init,)):
            v: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.set_validshape(c, 16, 16)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.yield_(v)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = u
        d_init: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.tile.move(a, target_memory=pl.Mem.Vec)
        for _j, (d,) in pl.range(4, init_values=(d_init,)):
            w: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_5, 0, 1024), pl.Mem.Vec] = pl.tile.adds(d, 1.0)
            d_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.yield_(w)
        l: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_7, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for _k, (e,) in pl.range(4, init_values=(l,)):
            f: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_8, 0, 1024), pl.Mem.Vec] = pl.tile.muls(e, 2.0)
            e_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_7, 0, 1024), pl.Mem.Vec] = pl.yield_(f)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, 0, 1024), pl.Mem.Vec] = pl.tile.add(d_1, e_1)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(s, [0, 0], out)
        return o
