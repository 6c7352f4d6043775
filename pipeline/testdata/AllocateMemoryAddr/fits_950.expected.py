# Expected output of AllocateMemoryAddr/fits_950 (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[192, 128], pl.FP32, pl.MemRef("mem_ddr_0", 0, 98304)], output: pl.Out[pl.Tensor[[192, 128], pl.FP32, pl.MemRef("mem_ddr_1", 0, 98304)]]) -> pl.Tensor[[192, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 98304)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 98304)
        a: pl.Tile[[192, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 98304), pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [192, 128], [192, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[192, 128], pl.FP32, pl.MemRef(mem_vec_3, 98304, 98304), pl.Mem.Vec] = pl.tile.exp(a)
        c: pl.Tile[[192, 128], pl.FP32, pl.MemRef(mem_vec_2, 0, 98304), pl.Mem.Vec] = pl.tile.add(a, b)
        result: pl.Tensor[[192, 128], pl.FP32, pl.MemRef("mem_ddr_1", 0, 98304)] = pl.tile.store(c, [0, 0], output)
        return result
