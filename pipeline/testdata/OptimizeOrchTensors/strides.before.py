# blk's result is assembled into the [4, 64, 32] parent: its Out parameter
# and the store into it take the parent's trailing strides [32, 1]. Its In
# parameter receives a slice of the [64, 32] input: strides [32, 1] as
# well. pick's In parameter receives slices of parents of two shapes: it
# keeps its type.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def blk(self, x: pl.Tensor[[16, 32], pl.FP32], o: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(u, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, x: pl.Tensor[[16, 32], pl.FP32], o: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[64, 32], pl.FP32], z: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[4, 64, 32], pl.FP32]]) -> pl.Tensor[[4, 64, 32], pl.FP32]:
        xs: pl.Tensor[[16, 32], pl.FP32] = pl.slice(x, [16, 32], [16, 0])
        o: pl.Tensor[[16, 32], pl.FP32] = pl.create_tensor([16, 32], dtype=pl.FP32)
        r: pl.Tensor[[16, 32], pl.FP32] = self.blk(xs, o)
        out_1: pl.Tensor[[4, 64, 32], pl.FP32] = pl.assemble(out, r, [1, 16, 0])
        zs: pl.Tensor[[16, 32], pl.FP32] = pl.slice(z, [16, 32], [0, 0])
        p: pl.Tensor[[16, 32], pl.FP32] = pl.create_tensor([16, 32], dtype=pl.FP32)
        q: pl.Tensor[[16, 32], pl.FP32] = self.pick(zs, p)
        p2: pl.Tensor[[16, 32], pl.FP32] = pl.create_tensor([16, 32], dtype=pl.FP32)
        q2: pl.Tensor[[16, 32], pl.FP32] = self.pick(xs, p2)
        return out_1
