# Expected output of MemoryReuse/inplace_vec_copy (written by -update; review before committing).
# pypto.program: InplaceVec
import pypto.language as pl

@pl.program
class InplaceVec:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        x_cp: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.tile.move(x, target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, 0, 1024), pl.Mem.Vec] = pl.tile.write(x_cp, [0, 0], 100.0)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, 0, 1024), pl.Mem.Vec] = pl.tile.add(x, y)
        o: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(s, [0, 0], out)
        return o
