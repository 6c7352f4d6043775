# want: hazard: the PTO program: hazard: kernel: pto.tstore at .pto line 28 (if-result-reused.py:21:43): reads %c__rv_v0 (line 13), whose bytes at Vec 0x0 %g__ssa_v0 (line 23) wrote while it was live: two live tiles share bytes
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: the return value of an if that yields a loaded tile (c, yielding t_1 on both sides) gets
# the same buffer as tiles made after the if (f, g): MemoryReuse treats c as dead before its store,
# so the store writes g's values. Observed in the .pto (c__rv, t_1, f and g all at address 0); the
# pass's tracking of IfStmt return values is memory_reuse_pass.cpp:82-196.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[32, 64], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP16]], out_1: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        t_1: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x_1, [0, 0], [32, 64], [32, 64])
        if rows <= 3:
            c: pl.Tile[[32, 64], pl.FP16] = pl.yield_(t_1)
        else:
            c: pl.Tile[[32, 64], pl.FP16] = pl.yield_(t_1)
        f: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([32, 64], dtype=pl.FP16, value=1.0)
        g: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.add(f, f)
        o_1: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(g, [0, 0], out_1)
        o: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(c, [0, 0], out)
        return o
