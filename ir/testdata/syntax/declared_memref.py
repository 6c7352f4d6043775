import pypto.language as pl

ring = pl.MemRef(slots=3)
stage = pl.MemRef()


@pl.program
class Declared:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[192, 32], pl.FP16], seed: pl.Tile[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[64, 32], pl.FP16]]) -> pl.Tensor[[64, 32], pl.FP16]:
        for i, (acc,) in pl.range(3, init_values=(seed,)):
            t: pl.Tile[[64, 32], pl.FP16, ring[i % 3], pl.Mem.Vec] = pl.load(a, [i * 64, 0], [64, 32])
            u: pl.Tile[[64, 32], pl.FP16, ring[2], pl.Mem.Vec] = pl.exp(t)
            nxt: pl.Tile[[64, 32], pl.FP16, stage, pl.Mem.Vec] = pl.add(acc, u)
            r = pl.yield_(nxt)
        return pl.store(r, [0, 0], out)
