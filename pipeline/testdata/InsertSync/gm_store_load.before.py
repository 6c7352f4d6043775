# Global memory counts as a buffer: the store writes rows 0..15 of out and
# the later load of those rows reads them back (MTE3 -> MTE2, set after the
# store, waited just before that load); the load of rows 16..31 of the same
# tensor touches other bytes and runs without a flag. Stores reach their
# tensor through the store results (s1 is out). `a` stays live to the end,
# so no tile buffer is reused and only the GM dependency orders the loads.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        s1: pl.Tensor[[32, 16], pl.FP32] = pl.store(a, [0, 0], out)
        other: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(s1, [16, 0], [16, 16])
        back: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(s1, [0, 0], [16, 16])
        c: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(back, other)
        d: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(c, a)
        s2: pl.Tensor[[32, 16], pl.FP32] = pl.store(d, [16, 0], s1)
        return s2
