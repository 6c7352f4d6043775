# Dependencies around a loop's back edge are synchronized at the end of the
# body (before the yield): the add of iteration k reads t, which the load of
# iteration k+1 overwrites (WAR V -> MTE2), and writes the carry buffer the
# next add reads and writes again (V -> V: bar_v). Inside one iteration the
# load feeds the add (MTE2 -> V). Around the loop: the initial load before
# it (MTE2 -> V, waited before the loop) and the store after it (V -> MTE3).
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[64, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        for i, (acc,) in pl.range(0, 4, init_values=(acc0,)):
            t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(y, [i * 16, 0], [16, 16])
            n: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, t)
            r = pl.yield_(n)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], output)
        return result
