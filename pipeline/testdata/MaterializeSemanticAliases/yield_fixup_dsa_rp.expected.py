# Expected output of MaterializeSemanticAliases/yield_fixup_dsa_rp: the pinned PyPTO's, under memory_planner=DSA_RP.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.tile.muls(a, 2.0)
        for k, (c,) in pl.range(3, init_values=(a,)):
            s: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 4096), pl.Mem.Vec] = pl.tile.add(c, b)
            d: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, 0, 4096), pl.Mem.Vec] = pl.tile.mul(s, s)
            g: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, 0, 4096), pl.Mem.Vec] = pl.tile.sub(c, d)
            d_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.move(d, target_memory=pl.Mem.Vec)
            r: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.yield_(d_mv)
        if n > 0:
            e: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_8, 0, 4096), pl.Mem.Vec] = pl.tile.exp(r)
            p: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_8, 0, 4096), pl.Mem.Vec] = pl.yield_(e)
        else:
            f: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, 0, 4096), pl.Mem.Vec] = pl.tile.neg(b)
            f_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_8, 0, 4096), pl.Mem.Vec] = pl.tile.move(f, target_memory=pl.Mem.Vec)
            p: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_8, 0, 4096), pl.Mem.Vec] = pl.yield_(f_mv)
        y_1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)] = pl.tile.store(p, [0, 0], y)
        return y_1
