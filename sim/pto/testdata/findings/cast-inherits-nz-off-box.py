# want: illegal: the PTO program: illegal: aiv0#7 TMOV(pto.tmov @cast-inherits-nz-off-box.py:21:9): destination operand UB@0x1400 INT8[16,80] valid [16,80] NZ: shape [16, 80] is not a multiple of the 16x32 NZ inner box
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: tile.cast of an NZ Vec tile (FP32 [16, 80], a whole number of FP32's 16x8 boxes) into
# INT8 inherits the source's NZ layout (DeduceTileCastType, src/ir/op/tile_ops/unary.cpp:164-168:
# "Cast preserves shape ...; only dtype changes", InheritTileViewLayout), and 16 x 80 is not a
# multiple of INT8's 16x32 NZ inner box. pto.tcvt takes row-major tiles only, so
# ResolveBackendOpLayouts casts in row-major and moves the result back to the cast's NZ type
# (resolve_backend_op_layouts_pass.cpp:209-220): pto-isa's Tile static_assert (Cols % InnerCols,
# pto_tile.hpp) and PTOAS's verifyBoxedTileLayout refuse that TMOV's destination and the TSTORE
# of it. A cube operand in Mat reaches a cast as NZ the same way when its first vector consumer
# has no layout spec (a tile.fillpad): InferTileMemorySpace's move to Vec then keeps the NZ
# layout, and the cast reuses that move (infer_tile_memory_space_pass.cpp:820-848; 3e730875b278).
import pypto.language as pl

@pl.program
class CastNZ:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 80], pl.FP32], out: pl.Out[pl.Tensor[[16, 80], pl.INT8]]) -> pl.Tensor[[16, 80], pl.INT8]:
        t: pl.Tile[[16, 80], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 80], [16, 80], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 80], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        h: pl.Tile[[16, 80], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(n, target_type=pl.INT8, mode='ceil')
        o: pl.Tensor[[16, 80], pl.INT8] = pl.tile.store(h, [0, 0], out)
        return o
