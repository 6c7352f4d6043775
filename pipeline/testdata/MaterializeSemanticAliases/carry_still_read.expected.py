# Expected output of MaterializeSemanticAliases/carry_still_read (written by -update; review before committing).
# pypto.program: StillRead
import pypto.language as pl

@pl.program
class StillRead:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)], out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        s: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k, (c,) in pl.range(2, init_values=(s,)):
            p: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096), pl.Mem.Vec] = pl.tile.add(c, c)
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 4096), pl.Mem.Vec] = pl.tile.sub(p, c)
            r: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.yield_(p)
        o: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)] = pl.tile.store(r, [0, 0], out)
        return o
