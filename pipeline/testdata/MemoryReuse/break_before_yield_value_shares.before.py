# A break before the yield value is defined leaves the carry untouched:
# the carry is live only up to the break, so v (defined after it) still
# shares the carry's buffer and no copy is needed at the yield.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        for i, (c,) in pl.range(0, 4, init_values=(t,)):
            if i == 1:
                break
            v: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(c, c)
            c_1 = pl.yield_(v)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(c_1, [0, 0], out)
        return result
