# The loop's initial value x is read again after the loop, so the carry
# cannot overwrite x's buffer: the carry gets its own (mem_vec_3, the yield
# value's, which the return var already had) seeded by a tile.move of x
# before the loop (PyPTO #771 extends x's lifetime instead).
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
        for i, (acc,) in pl.range(0, 4, init_values=(x,)):
            n: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, acc)
            o = pl.yield_(n)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.sub(o, x)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], output)
        return result
