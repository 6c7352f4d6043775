# tile.col_expand_sub forbids its output the column tile's buffer
# (OpDef.ForbidAlias, PyPTO's forbid_output_alias(1)): both operands die at
# the op and c's buffer comes first, yet r takes t's.
# passes: InitMemRef,MemoryReuse

# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        col: pl.Tensor[[1, 16], pl.FP32],
        x: pl.Tensor[[1, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        c: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(col, [0, 0], [1, 16])
        t: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [1, 16])
        r: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.col_expand_sub(t, c)
        result: pl.Tensor[[1, 16], pl.FP32] = pl.store(r, [0, 0], output)
        return result
