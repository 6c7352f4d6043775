# want: mismatch: the PTO program computes output 'out' other than the reference at element [0 1]: want 24, got -9 (255 elements differ); last written by pto.tstore at .pto line 21 (broadcast-add.py:18:43)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent in release builds: tile.add accepts [16,16] + [16,1] (elementwise.cpp:191-206), nothing
# lowers it to row_expand_add (op_conversion_registry.cpp:380 does for tensor.add only),
# ResolveBackendOpLayouts reshapes the [16,1] operand to [1,16]
# (resolve_backend_op_layouts_pass.cpp:189) and a plain pto.tadd is emitted; TADD requires equal
# valid shapes (TAdd.hpp:74-79, a debug-only assert).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, tmp)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
