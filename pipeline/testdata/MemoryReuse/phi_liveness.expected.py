# Expected output of MemoryReuse/phi_liveness (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)], input_b: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)], cond: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        tile_a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if cond < 2:
            t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.yield_(t)
        else:
            e: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.mul(tile_a, tile_a)
            r: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.yield_(e)
        w: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_7, 0, 1024), pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_3, 0, 1024), pl.Mem.Vec] = pl.tile.add(r, w)
        result: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", 0, 1024)] = pl.tile.store(s, [0, 0], output)
        return result
