# want: illegal: the PTO program: illegal: aic0#1 TPUSH(pto.tpush_to_aiv @fillpad-expand-inherits-nz-off-box.py:17:9): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: tile.fillpad_expand of a Mat tile (NZ, the cube operand layout) into a Vec [40, 48] INT8
# tile inherits the source's NZ layout (DeduceTileFillpadExpand, src/ir/op/tile_ops/
# elementwise.cpp:1408-1413: "Inherit the source layout; only the shape and pad change"), and
# 40 x 48 is not a multiple of INT8's 16x32 NZ inner box: pto-isa's Tile static_asserts refuse
# the destination (and the TSTORE of it). ExpandMixedKernel also splits the kernel so that the
# cube core pushes the L1 tile itself to the vector core, which TPUSH cannot (pto-isa TPush.hpp
# takes an Acc or UB tile).
import pypto.language as pl

@pl.program
class FillpadNZ:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[40, 48], pl.INT8]]) -> pl.Tensor[[40, 48], pl.INT8]:
        t: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        p: pl.Tile[[40, 48], pl.INT8, pl.Mem.Vec] = pl.tile.fillpad_expand(t, [40, 48], pad_value=pl.PadValue.zero)
        o: pl.Tensor[[40, 48], pl.INT8] = pl.tile.store(p, [0, 0], out)
        return o
