# Expected output of AllocateMemoryAddr/order_and_align (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, p0: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_0", 0, 60)], p1: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_1", 0, 60)], p2: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_2", 0, 60)], p3: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_3", 0, 60)], p4: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_4", 0, 60)], p5: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_5", 0, 60)], p6: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_6", 0, 60)], p7: pl.Tensor[[8, 16], pl.FP16, pl.MemRef("mem_ddr_7", 0, 256)], output: pl.Out[pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_8", 0, 60)]]) -> pl.Tensor[[3, 5], pl.FP32]:
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 60)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 60)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 60)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        x: pl.Tile[[3, 5], pl.FP32, pl.MemRef(mem_vec_9, 640, 60), pl.Mem.Vec] = pl.tile.load(p0, [0, 0], [3, 5], [3, 5], target_memory=pl.Mem.Vec)
        y: pl.Tile[[3, 5], pl.FP32, pl.MemRef(mem_vec_10, 0, 60), pl.Mem.Vec] = pl.tile.load(p1, [0, 0], [3, 5], [3, 5], target_memory=pl.Mem.Vec)
        z: pl.Tile[[3, 5], pl.FP32, pl.MemRef(mem_vec_11, 64, 60), pl.Mem.Vec] = pl.tile.add(x, y)
        m: pl.Tile[[8, 16], pl.FP16, pl.MemRef(mem_mat_12, 0, 256), pl.Mem.Mat] = pl.tile.load(p7, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
        big: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_13, 128, 512), pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        row: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, 256, 64), pl.Mem.Vec] = pl.tile.slice(big, [1, 16], [2, 0])
        result: pl.Tensor[[3, 5], pl.FP32, pl.MemRef("mem_ddr_8", 0, 60)] = pl.tile.store(z, [0, 0], output)
        return result
