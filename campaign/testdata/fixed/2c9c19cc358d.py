# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / while / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 6706644608517298294
# case: 2183
# generator: gen/v1
# statements: 16
# count: 1
# first_seen: 2026-11-30T01:45:20Z
# last_seen: 2026-11-30T01:45:20Z
# choices: 31.101.89.6.0.13.17.4.2.24.44.13.23.17.24.46.14.1.6.1.6.92.0*5.55.49.32.11.0.36.69.2.46.2.2.4.1.19.91.94.2.2.1.1.1.94.0.92.0.38.12.68.2.4.14.62.21.70.97.49.14.15.29.0.1.1.1.1.55.37.88.7.26.98.36.40.6.7.4.28.9.0*5.36.4.1.0.45.10.100.75.59.3.15.18.84.42.77.7.6.1.53.28.1.1.0.1.0.8.48.17.98.88.10.33.72.12.3.39.20.16.6.2.3.98.86

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT8], x_1: pl.Tensor[[128, 64], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_2: pl.Tensor[[64, 8], pl.INT32], x_3: pl.Tensor[[16, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.INT32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 3)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        t: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x, [0, 0], [64, 32], [64, 32], target_memory=None)
        v: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec] = pl.tile.adds(t, pl.const(0, pl.INT32))
        t_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.load(x_1, [32, 32], [32, 32], [17, 32], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(c, [32, 32], out)
        for i in pl.range(2):
            t_2: pl.Tile[[64, 8], pl.INT32] = pl.tile.load(x_2, [0, 0], [64, 8], [64, 8], target_memory=None)
        for (n_3, acc) in pl.while_(init_values=(0, c)):
            pl.cond(n_3 < 3)
            t_3: pl.Tile[[8, 64], pl.FP16] = pl.tile.load(x_3, [8, 0], [8, 64], [8, 64], target_memory=None)
            r: pl.Tile[[8, 1], pl.FP16, pl.Mem.Vec] = pl.tile.row_sum(t_3, t_3)
            ep: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
            n_4: pl.Scalar[pl.INDEX] = n_3 + 1
            n_5, acc_1 = pl.yield_(n_4, acc)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 32], pl.INT8], x_1: pl.Tensor[[128, 64], pl.INT8], x_2: pl.Tensor[[64, 8], pl.INT32], x_3: pl.Tensor[[16, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.INT32]:
        out: pl.Tensor[[64, 64], pl.INT32] = pl.tensor.create([64, 64], dtype=pl.INT32)
        r: pl.Tensor[[64, 64], pl.INT32] = self.kernel(x, x_1, out, x_2, x_3)
        return r
