# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TLOAD |  | x
# status: open
# oracle: differential
# property:
# pass:
# profile: TileOps2D
# backend: 910B
# faults: reshape-drops-valid
# seed: 48
# case: 0
# generator: gen
# statements: 33
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 44.28.43.68.4.10.4.0.2.64.3.0.1.0.0.18.21.5.60.3.2.4.7.43.67.2.1.1.1.0.85.26.5.68.40.8.8.37.60.2.95.12.24.76.54.12.74.11.82.71.50.69.64.46.1.82.12.0*5.28.32.40.1.5.4.6.97.2.0.1.0*3.58.1.15.63.31.29.0.0.2.50.87.1.0*4.74.73.60.5.14.9.2.6.2.6.40.76.0.2.1.3.0.58.12.92.80.0.11.8.7.78.3.0*4.32.36.45.76.0.1.0.1.0.65.80.11.52.14.44.98.24.2.42.6.5.88.2.2.0.2.0.49.83.53.88.45.15.15.2.0.2.61.99.92.1.2.2.2.2.55.1.17.27.1.39.11.5.32.3.0.1.17.80.52.44.62.38.64.1.7.5.3.86.70.1.1.1.0*4.76.3.25.88.59.72.1.11.0.97.49.12.98.43.0.1.0.0.39.50.38.10.3.7.6.39.19.2.0.3.91.0.42.63.5.40.1.1.2.6.96.61.33.2.0.2.0.2.2.70.2.57.55.14.8.3.33.3.0.0.89.22.11.95.1.1.1.0.1.96.0.35.4.90.62.67.40.87.9

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32], x_1: pl.Tensor[[128, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]], x_2: pl.Tensor[[64, 16], pl.INT8], x_3: pl.Tensor[[16, 16], pl.FP32], x_4: pl.Tensor[[256, 128], pl.INT8], rows: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[64, 8], pl.INT8], x_6: pl.Tensor[[2, 8], pl.INT32], rows_1: pl.Scalar[pl.INDEX], x_7: pl.Tensor[[32, 32], pl.INT8], x_8: pl.Tensor[[64, 256], pl.INT8], x_9: pl.InOut[pl.Tensor[[8, 16, 32], pl.BF16]], x_10: pl.Tensor[[64, 256], pl.FP16], x_11: pl.Tensor[[2, 256], pl.FP32]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[8, 16, 32], pl.BF16]]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        t_1: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_1, [64, 0], [64, 16], [64, 16], target_memory=None)
        v_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(t_1, t_1)
        c: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, v_1, v)
        o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        t_2: pl.Tile[[32, 16], pl.INT8, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_2, [0, 0], [32, 16], [1, 16], target_memory=None)
        t_3: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_3, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_4: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_4, [192, 0], [64, 64], [64, 64], target_memory=None)
        ln: pl.Tile[[64, 64], pl.INT8, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(t_4, rows, 64)
        t_5: pl.Tile[[64, 8], pl.INT8] = pl.tile.load(x_5, [0, 0], [64, 8], [64, 8], target_memory=None)
        t_6: pl.Tile[[1, 8], pl.INT32] = pl.tile.load(x_6, [1, 0], [1, 8], [1, 8], target_memory=None)
        acc_1: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 8], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_5, t_6)
        ln_1: pl.Tile[[64, 8], pl.INT8, pl.TileView(valid_shape=[rows_1, 8])] = pl.tile.set_validshape(t_5, rows_1, 8)
        t_7: pl.Tile[[8, 32], pl.INT8] = pl.tile.load(x_7, [16, 0], [8, 32], [8, 32], target_memory=None)
        rp: pl.Tile[[8, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_7)
        acc_2: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 8], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, ln, t_5)
        t_8: pl.Tile[[16, 64], pl.INT8, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x_8, [32, 128], [16, 64], [1, 64], target_memory=None)
        t_9: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_4, [0, 32], [64, 32], [64, 32], target_memory=None)
        rp_1: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_9)
        acc_3: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 8], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_2, ln, t_5)
        t_10: pl.Tile[[4, 8, 32], pl.BF16, pl.TileView(valid_shape=[3, 8, 32])] = pl.tile.load(x_9, [0, 0, 0], [4, 8, 32], [3, 8, 32], target_memory=None)
        o_1: pl.Tensor[[8, 16, 32], pl.BF16] = pl.tile.store(t_10, [4, 0, 0], x_9)
        t_11: pl.Tile[[128, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_4, [0, 24], [128, 8], [128, 8], target_memory=pl.Mem.Vec)
        t_12: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_10, [0, 128], [64, 64], [64, 64], target_memory=None)
        lt: pl.Tile[[64, 64], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_12)
        l: pl.Tile[[64, 64], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(lt)
        t_13: pl.Tile[[64, 128], pl.FP16] = pl.tile.load(x_10, [0, 0], [64, 128], [64, 128], target_memory=None)
        t_14: pl.Tile[[1, 128], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_11, [0, 128], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        acc_4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l, t_13, t_14)
        return o, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 32], pl.FP32], x_1: pl.Tensor[[128, 32], pl.FP32], x_2: pl.Tensor[[64, 16], pl.INT8], x_3: pl.Tensor[[16, 16], pl.FP32], x_4: pl.Tensor[[256, 128], pl.INT8], x_5: pl.Tensor[[64, 8], pl.INT8], x_6: pl.Tensor[[2, 8], pl.INT32], x_7: pl.Tensor[[32, 32], pl.INT8], x_8: pl.Tensor[[64, 256], pl.INT8], x_9: pl.InOut[pl.Tensor[[8, 16, 32], pl.BF16]], x_10: pl.Tensor[[64, 256], pl.FP16], x_11: pl.Tensor[[2, 256], pl.FP32]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[8, 16, 32], pl.BF16]]:
        out: pl.Tensor[[64, 16], pl.FP32] = pl.tensor.create([64, 16], dtype=pl.FP32)
        r: pl.Tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[8, 16, 32], pl.BF16]] = self.kernel(x, x_1, out, x_2, x_3, x_4, 41, x_5, x_6, 10, x_7, x_8, x_9, x_10, x_11)
        return r[0], r[1]
