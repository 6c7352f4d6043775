# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / while / body / stmt N / if / then / stmt N / assign _ / tile.move / args[_]: c vs c (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: TensorViewCanonical
# backend: Ascend950
# faults:
# seed: 477569170612136381
# case: 1480
# generator: gen/v1
# statements: 24
# count: 1
# first_seen: 2026-11-30T01:44:57Z
# last_seen: 2026-11-30T01:44:57Z
# choices: 83.14.41.25.1.1.1.5.3.40.0.1.2.1.2.59.90.41.7.2.23.90.86.57.3.13.59.70.0.12.86.82.12.48.53.38.96.1.7.3.0.27.40.2.1.1.1.1.1.1.23.89.76.0.65.6.64.30.51.10.96.4.60.3.2.57.79.15.94.32.0.4.3.64.0.4.36.66.34.85.4.2.1.58.96.2.0.1.0.1.63.63.0.88.66.5.99.4.33.52.3.1.0.32.56.95.4.4.72.16.69.65.1.9.76.8.103.11.68.84.2.64.29.92.7.2.7.80.4.118.4.90.50.9.93.47.1.19.74.7.5.6.1.62.33.44.6.1.7.72.88.2.1.1.0.0.27.2.97.1.56.55.74.5.5.2.53.95.5.85.59.0.26.9.66.70.6.3.0.5.10.2.98.1.11.84.2.1.1.0.1.99.0.86.1.3.9.0.45.97.0*5.51.73.85

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 128], pl.BF16], x_1: pl.Tensor[[8, 16, 256], pl.FP32], x_2: pl.Tensor[[16, 128], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP32], x_4: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x, [32, 64], [32, 32], [32, 32], target_memory=None)
        v: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec] = pl.tile.divs(t, pl.const(2.0, pl.BF16))
        for (n, c, c_1) in pl.while_(init_values=(0, v, v)):
            pl.cond(n < 2)
            if n >= 7:
                t_1: pl.Tile[[4, 8, 128], pl.FP32] = pl.tile.load(x_1, [4, 8, 128], [4, 8, 128], [4, 8, 128], target_memory=None)
                acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_1, c_1)
                acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t, c_1, n > 3)
                ep: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc_1)
                t_2: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_2, [0, 64], [16, 64], [16, 64], target_memory=None)
                v_1: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec] = pl.tile.relu(v)
                h: pl.Tile[[4, 8, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t_1, target_type=pl.FP16, mode='none')
                v_2: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec] = pl.tile.maximum(v_1, v_1)
                vs: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.set_validshape(v_2, 16, 32)
            tv: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c_1)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_2, c_3 = pl.yield_(n_1, c_1, c_1)
        t_3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[63, 32])] = pl.tile.load(x_3, [0, 0], [64, 32], [63, 32], target_memory=pl.Mem.Mat)
        tv_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[32, 63], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_3)
        e: pl.Scalar[pl.BF16] = pl.tile.read(c_3, [26, 9])
        t_4: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_3, [98, 16], [1, 16], [1, 16], target_memory=None)
        t_5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_4, [0, 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5, acc_phase=pl.AccPhase.Partial)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(g, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 128], pl.BF16], x_1: pl.Tensor[[8, 16, 256], pl.FP32], x_2: pl.Tensor[[16, 128], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP32], x_4: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        out: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32)
        r: pl.Tensor[[16, 32], pl.FP32] = self.kernel(x, x_1, x_2, x_3, x_4, out)
        return r
