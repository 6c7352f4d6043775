# want: nothing
# Views share their source's buffer: the slice and the reshape overlap t0's
# bytes while t0 is still live, and the alias names the same allocation
# under another MemRef spelling.
import pypto.language as pl


@pl.program
class Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        top: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 8192), pl.Mem.Vec] = pl.tile.slice(t0, [32, 64], [0, 0])
        flat: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_0, 0, 8192), pl.Mem.Vec] = pl.tile.reshape(top, [64, 32])
        e: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_1, 16384, 8192), pl.Mem.Vec] = pl.tile.exp(flat)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 16384, 16384), pl.Mem.Vec] = pl.tile.add(t0, t0)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t1, [0, 0], out_0)
        return out_1
