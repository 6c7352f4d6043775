# PyPTO test_init_memref.py::test_view_op_shares_memref_with_input and
# test_slice_nonzero_byte_offset_and_alloc_dedup: a reshape chain keeps the
# root's MemRef object; slices share its base at (o0*cols + o1)*4 with the
# window's span as size; one tile.alloc per base, sized by the root.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP32],
        out0: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        out1: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        out2: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        tile_a: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [0, 0])
        s1: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        col: pl.Tile[[8, 8], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [8, 8], [0, 8])
        reshaped: pl.Tile[[128, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(tile_a, [128, 1])
        flat: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(reshaped, [8, 16])
        r0: pl.Tensor[[1, 16], pl.FP32] = pl.store(s0, [0, 0], out0)
        _r1: pl.Tensor[[1, 16], pl.FP32] = pl.store(s1, [0, 0], out1)
        c: pl.Tile[[8, 8], pl.FP32, pl.MemorySpace.Vec] = pl.exp(col)
        _r2: pl.Tensor[[8, 16], pl.FP32] = pl.store(flat, [0, 0], out2)
        _r3: pl.Tensor[[8, 16], pl.FP32] = pl.store(c, [0, 8], _r2)
        return r0
