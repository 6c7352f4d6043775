# A same-space tile.move that changes the layout (row_major -> col_major).
# Without the fault the move is not in-place safe (OpDef.NotInplaceSafe), so moved gets
# its own buffer although x's last read is the move.
# passes: InitMemRef,MemoryReuse

# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [16, 16])
        moved: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.move(x, target_memory=pl.MemorySpace.Vec, blayout=pl.TileLayout.col_major)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(moved, [0, 0], output)
        return result
