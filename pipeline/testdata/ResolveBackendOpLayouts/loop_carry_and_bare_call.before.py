# backend: 910B
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        w: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc0: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 64])
            s: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.row_sum(t, w)
            nxt: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.maximum(acc, s)
            acc_r = pl.yield_(nxt)
        idx: pl.Tile[[16, 1], pl.INT32, pl.MemorySpace.Vec] = pl.tile.create([16, 1], dtype=pl.INT32, target_memory=pl.MemorySpace.Vec)
        pl.tile.mscatter(acc_r, idx, out)
        return out

    @pl.function(type=pl.FunctionType.Group)
    def grp(
        self,
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        a: pl.Tile[[16, 1], pl.FP32] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        b: pl.Tile[[16, 1], pl.FP32] = pl.tile.relu(a)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.store(b, [0, 0], out)
        return o
