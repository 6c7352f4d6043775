# Expected output of AllocateMemoryAddr/dsa_rp_drops_unused_alloc: the pinned PyPTO's, under memory_planner=DSA_RP.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_0", 0, 4096)], y: pl.Out[pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_1", 0, 4096)]]) -> pl.Tensor[[16, 128], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        for k, (c,) in pl.range(4, init_values=(a,)):
            d: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.mul(c, a)
            r: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.yield_(d)
        y_1: pl.Tensor[[16, 128], pl.FP16, pl.MemRef("mem_ddr_1", 0, 4096)] = pl.tile.store(r, [0, 0], y)
        return y_1
