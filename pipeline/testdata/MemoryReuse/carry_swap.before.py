# Two carries swapped every iteration (yield q, p): neither yield value can
# live in the other carry's buffer, so both are copied before the yield.
# The copies form a cycle (each reads the buffer the other writes), so q is
# first parked in a fresh scratch buffer (mem_vec_7, above every existing
# counter): a parallel copy, not the sequential one PyPTO fixed in #2494.
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
        y: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.exp(x)
        for i, (p, q) in pl.range(0, 4, init_values=(x, y)):
            p_out, q_out = pl.yield_(q, p)
        s: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.sub(p_out, q_out)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], output)
        return result
