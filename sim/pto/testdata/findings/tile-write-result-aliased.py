# want: hazard: the PTO program: hazard: kernel: pto.tstore at .pto line 26 (tile-write-result-aliased.py:17:43): reads %t_1__ssa_v0 (line 15), whose bytes at Vec 0x40 %t_2__ssa_v0 (line 20) wrote while it was live: two live tiles share bytes
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: tile.write's result gets a buffer of its own from MemoryReuse, but codegen emits
# pto.tsetval on the source's handle and binds the result to it (pto_ops_memory.cpp:567-593,
# RegisterVarToMlir), so the later uses of the result read the source's bytes, which a tile loaded
# after the write (given them as free) has overwritten.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 8], pl.FP32], x_1: pl.Tensor[[8, 8], pl.INT32], out: pl.Out[pl.Tensor[[8, 8], pl.INT32]], out_1: pl.Out[pl.Tensor[[2, 8], pl.FP32]]) -> pl.Tensor[[2, 8], pl.FP32]:
        t_1: pl.Tile[[2, 8], pl.FP32] = pl.tile.load(x, [0, 0], [2, 8], [2, 8])
        w: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.write(t_1, [1, 1], 0.0)
        t_2: pl.Tile[[8, 8], pl.INT32] = pl.tile.load(x_1, [0, 0], [8, 8], [8, 8])
        o: pl.Tensor[[8, 8], pl.INT32] = pl.tile.store(t_2, [0, 0], out)
        o_1: pl.Tensor[[2, 8], pl.FP32] = pl.tile.store(w, [0, 0], out_1)
        return o_1
