import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 32], pl.BF16], b: pl.Tensor[[32, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta = pl.tile.load(a, [0, 0], [16, 32], target_memory=None)
        tb = pl.tile.load(b, [0, 0], [32, 16], target_memory=None)
        c = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        acc = pl.tile.matmul_acc(c, ta, tb, init_cond=True)
        v = pl.tile.load(a, [0, 0], [16, 32], target_memory=None)
        e = pl.tile.exp(v)
        o = pl.tile.store(acc, [0, 0], out)
        return o
