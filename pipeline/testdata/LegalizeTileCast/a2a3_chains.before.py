# backend: 910B
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.INT32],
        y: pl.Tensor[[16, 64], pl.INT8],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
        out2: pl.Out[pl.Tensor[[16, 64], pl.UINT8]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.UINT8]]:
        a: pl.Tile[[16, 64], pl.INT32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 64], valid_shape=[8, 40])
        h: pl.Tile[[16, 64], pl.FP16, pl.MemorySpace.Vec] = pl.tile.cast(a, target_type=pl.FP16, mode="trunc")
        b: pl.Tile[[16, 64], pl.INT8, pl.MemorySpace.Vec] = pl.load(y, [0, 0], [16, 64])
        u: pl.Tile[[16, 64], pl.UINT8, pl.MemorySpace.Vec] = pl.tile.cast(b, target_type=pl.UINT8, mode="round")
        f: pl.Tile[[16, 64], pl.FP16, pl.MemorySpace.Vec] = pl.tile.cast(b, target_type=pl.FP16, mode="round")
        o1: pl.Tensor[[16, 64], pl.FP16] = pl.store(h, [0, 0], out)
        o2: pl.Tensor[[16, 64], pl.UINT8] = pl.store(u, [0, 0], out2)
        return o1, o2
