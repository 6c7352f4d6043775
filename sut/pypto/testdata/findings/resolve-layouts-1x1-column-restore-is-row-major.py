# irfuzz corpus v1
# signature: pypto | roundtrip | ResolveBackendOpLayouts | Structural equality assertion failed at: ['kernel'].body[6].value.type
# status: open
# oracle: pypto
# property: roundtrip
# pass: ResolveBackendOpLayouts
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'ResolveBackendOpLayouts'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[6].value.type
# pinned: src/ir/transforms/resolve_backend_op_layouts_pass.cpp:209-221 (a row-major-only op, tile.maximum, on a col_major [1, 1] tile: the result is restored with tile.reshape because IsColumnVector holds, and the AssignStmt keeps its col_major Var; but tile.reshape's type deduction, src/ir/op/tile_ops/transform.cpp:332, infers the layout from the shape, and [1, 1] is row_major, so the Call's type has no tile_view while its Var's has col_major; the parser types the reparsed call from its annotation: "TileType tile_view presence mismatch")
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: a [16, 1] column (row_max of a 16-row tile) round-trips, since reshape to [16, 1] infers col_major; only the one-row column is misrestored

import pypto.language as pl

@pl.program
class OneByOneColumnRestore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        f: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=2.0)
        tmp: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32)
        r: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_max(f, tmp)
        v: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.maximum(r, r)
        return out
