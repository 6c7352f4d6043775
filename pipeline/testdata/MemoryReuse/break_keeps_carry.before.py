# A break leaves the loop with the carry's current value (c, which is t on
# the first iteration), so the carry stays live up to the break: the yield
# value v, written before the break, may not take the carry's buffer and is
# copied into it at the yield instead (campaign signature 377b7997169a).
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
            v: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            if i == 1:
                break
            c_1 = pl.yield_(v)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(c_1, [0, 0], out)
        return result
