# want: alignment: the PTO program: alignment: kernel: pto.alloc_tile at .pto line 15 (valid-slice-left-unaligned-view.py:15:9): tile UB@0x8 FP32[4,2] valid [4,2] ND is not 32-byte aligned
# backend: 910B
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md, RF-B1).
# silent: CanonicalizeTileSlice copies a Vec slice whose start is not 32-byte aligned only when it
# is a 3-argument slice (canonicalize_tile_slice_pass.cpp:241-244: a slice carrying a valid_shape
# is never rewritten), so the slice of columns 2..3 of an FP32 [4, 4] tile stays a view 8 bytes
# into its buffer, and the TMULS that reads it takes a UB source not 32-byte aligned.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 4], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.load(x, [0, 0], [4, 4], [4, 4])
        sl: pl.Tile[[4, 2], pl.FP32, pl.TileView(valid_shape=[4, 2])] = pl.tile.slice(t, [4, 2], [0, 2], [4, 2])
        v: pl.Tile[[4, 2], pl.FP32] = pl.tile.muls(sl, 2.0)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
