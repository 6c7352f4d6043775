# The same kernel fits the Ascend950's 245760-byte unified buffer: a at 0,
# b at 98304 (c reuses a's buffer after MemoryReuse).
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr
# backend: 950
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[192, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[192, 128], pl.FP32]],
    ) -> pl.Tensor[[192, 128], pl.FP32]:
        a: pl.Tile[[192, 128], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [192, 128])
        b: pl.Tile[[192, 128], pl.FP32, pl.MemorySpace.Vec] = pl.exp(a)
        c: pl.Tile[[192, 128], pl.FP32, pl.MemorySpace.Vec] = pl.add(a, b)
        result: pl.Tensor[[192, 128], pl.FP32] = pl.store(c, [0, 0], output)
        return result
