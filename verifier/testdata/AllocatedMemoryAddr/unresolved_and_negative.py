# want: ERROR AllocatedMemoryAddr 0 @16:9 "MemRef for variable 't0' in Vec has no address allocated"
# want: ERROR AllocatedMemoryAddr 0 @17:9 "MemRef for variable 't1' in Vec has a negative address (-32)"
# Code 0: a declared allocation (pl.MemRef("ping")) that never received an
# address, and a negative one. Each allocation is reported once although
# two variables name the declared one; no backend is needed for code 0.
import pypto.language as pl

ping = pl.MemRef()


@pl.program
class Unresolved:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, ping, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, -32, 16384), pl.Mem.Vec] = pl.tile.exp(t0)
        t2: pl.Tile[[64, 64], pl.FP32, ping, pl.Mem.Vec] = pl.tile.exp(t1)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t2, [0, 0], out_0)
        return out_1
