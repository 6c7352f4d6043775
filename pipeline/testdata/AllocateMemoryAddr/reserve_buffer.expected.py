# Expected output of AllocateMemoryAddr/reserve_buffer (written by -update; review before committing).
# pypto.program: Reserve
import pypto.language as pl

@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main(x: pl.Tensor[[8, 32], pl.FP16, pl.MemRef("mem_ddr_0", 0, 512)], out: pl.Out[pl.Tensor[[8, 32], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)]]) -> pl.Tensor[[8, 32], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        _a: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='ring_a', size=100, base=0)
        _b: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='ring_b', size=64, base=2048)
        _c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='ring_c', size=32, base=2112)
        t: pl.Tile[[8, 32], pl.FP16, pl.MemRef(mem_vec_2, 2144, 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 32], pl.FP16, pl.MemRef(mem_vec_3, 2656, 512), pl.Mem.Vec] = pl.tile.exp(t)
        o: pl.Tensor[[8, 32], pl.FP16, pl.MemRef("mem_ddr_1", 0, 512)] = pl.tile.store(u, [0, 0], out)
        return o
