# irfuzz corpus v1
# signature: pypto | roundtrip | CanonicalizeTileSlice | Structural equality assertion failed at: ['kernel'].body[3].value.type
# status: open
# oracle: pypto
# property: roundtrip
# pass: CanonicalizeTileSlice
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'CanonicalizeTileSlice'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[3].value.type
# pinned: src/ir/transforms/canonicalize_tile_slice_pass.cpp:554-560 (TryMaterializeUnalignedVecCall's result: the consumer's Call is re-created through the OpRegistry on the tile.extract copy and put into a MutableCopy of the AssignStmt, whose Var keeps its old type; the copy carries no pad value, so the re-deduced tile.adds has none while its Var keeps pad=zero, and the printed annotation makes the parser give the Call the Var's type back). The same holds for a loop's iter arg seeded by such a copy (:898-921) and for any view field the copy does not share (a column-major source, a valid shape)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: found by irfuzz's own campaign (seed 1, 20 s) on the model, which follows the pinned pass here; column 1 of an FP32 tile is 4 bytes past an aligned buffer, so the slice is copied

import pypto.language as pl

@pl.program
class PaddedSliceCopy:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        p: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t, pad_value=pl.PadValue.zero)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(p, [4, 2], [0, 1])
        a: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.adds(sl, 1.0)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
