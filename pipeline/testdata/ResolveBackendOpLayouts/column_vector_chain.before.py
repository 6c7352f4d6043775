# backend: 910B
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 1], pl.FP32]],
    ) -> pl.Tensor[[8, 1], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [8, 64])
        w: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        m: pl.Tile[[8, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.row_max(t, w)
        s: pl.Tile[[8, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.row_sum(t, w)
        d: pl.Tile[[8, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.sub(m, s)
        e: pl.Tile[[8, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.exp(d)
        o: pl.Tensor[[8, 1], pl.FP32] = pl.store(e, [0, 0], out)
        return o
