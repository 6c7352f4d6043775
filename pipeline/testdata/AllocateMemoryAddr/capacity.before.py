# A kernel that does not fit: two live 96 KiB Vec tiles need 196608 bytes of
# the 188416 the Ascend910B unified buffer offers. The error names the
# function, the space, the bytes used and the limit.
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr
# backend: 910B
# error: AllocateMemoryAddr: function 'main': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes) of Ascend910B
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
