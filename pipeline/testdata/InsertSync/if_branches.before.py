# PyPTO test_insert_sync.py::test_if_both_branches: both branches read the
# tile loaded before the if, so one MTE2 -> V pair before the if covers them;
# the phi (either branch's vector result) feeds the store after the if: one
# V -> MTE3 pair after the if.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile_a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        if flag < 1:
            tile_b: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
            res = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.mul(tile_a, tile_a)
            res = pl.yield_(tile_c)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(res, [0, 0], output)
        return result
