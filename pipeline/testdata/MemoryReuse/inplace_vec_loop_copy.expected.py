# Expected output of MemoryReuse/inplace_vec_loop_copy (written by -update; review before committing).
# pypto.program: InplaceVecLoop
import pypto.language as pl

@pl.program
class InplaceVecLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        for i, (o,) in pl.range(2, init_values=(out,)):
            x_cp: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.tile.move(x, target_memory=pl.Mem.Vec)
            y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.tile.write(x_cp, [0, 0], 100.0)
            o_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(y, [0, 0], o)
            o_2: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", 0, 1024)] = pl.yield_(o_1)
        return o_2
