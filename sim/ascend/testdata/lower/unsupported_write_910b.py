# error: unsupported_write_910b.py:11:84: not simulated: function 'kernel': op tile.write has no instruction in the simulator: scalar element access
import pypto.language as pl


@pl.program
class Write:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        w: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.write(t, [0, 0], 2.0)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(w, [0, 0], out)
        return o
