# WAR on a reused buffer: tile_b takes tile_a's buffer after the store read
# it, so the second load (MTE2) must wait for the first store (MTE3):
# MTE3 -> MTE2. The GM side is independent (two output tensors), and the
# two loads are ordered on the in-order MTE2 pipe.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        y: pl.Tensor[[32, 32], pl.FP32],
        out1: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
        out2: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [32, 32])
        s1: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_a, [0, 0], out1)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(y, [0, 0], [32, 32])
        s2: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_b, [0, 0], out2)
        return s2
