import pypto.language as pl


@pl.program
class Halves:
    @pl.function(type=pl.FunctionType.InCore)
    def region(self, a: pl.Tensor[[64, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        prod = pl.matmul(am, bm)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            half = pl.aiv_shard(prod)
            twice = pl.add(half, half)
            back = pl.tile.aic_gather(twice)
        res = pl.store(half, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.AIV)
    def outlined(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        prod = pl.matmul(am, bm)
        half = pl.tile.aiv_shard(prod, split=2)
        res = pl.store(half, [0, 0], out)
        return res
