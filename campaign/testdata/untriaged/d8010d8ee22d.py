# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TEXTRACT(_ = tile.extract @N): runs on pipe FIX, which a AIV core does not have |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 4946037795549824787
# case: 230688
# generator: gen/v1
# statements: 54
# count: 1
# first_seen: 2026-12-03T17:52:16Z
# last_seen: 2026-12-03T17:52:16Z
# choices: 62.24.54.19.16.15.1.4.3.51.50.11.3.0.2.0.0.12.4.98.1.21.41.40.13.4.87.1.0.1.0.0.99.1.83.21.3.0.1.0*3.37.12.81.68.2.88.3.2.3.1.4.63.0.2.2.0.1.70.1.1.1.1.0.68.46.48.13.1.2.3.8.17.85.2.1.2.1.2.98.0.39.96.64.2.13.15.4.54.3.0.0.20.8.72.99.81.63.62.47.39.15.2.1.1.3.47.11.0*5.36.4.86.79.0.65.1.85.2.48.37.89.0.83.62.76.59.2.35.99.98.66.2.0.56.0.0.5.86.8.15.23.5.17.45.10.41.8.47.98.4.52.93.40.1.55.94.10.42.81.23.2.12.13.0.61.1.0*4.38.89.54.73.62.55.13.38.14.2.5.3.42.95.43.2.1.2.0.0.44.6.54.83.0.53.3.82.3.47.88.25.1.57.12.7.89.2.0.1.0.0.24.52.65.81.26.68.9.3.4.4.54.87.0.1.9.15.68.5.65.72.3.47.50.20.3.22.15.1.16.0.16.3.23.1.3.82.42.30.4.3.7.0.28.8.82.1.1.1.0.1.7.69.3.23.92.16.3.97.15.89.89.3.2.1.64.61.44.61.41.23.13.3.7.1.43.29.16.2.0.14.50.33.83.64.3.42.15.7.21.2.2.24.40.99.94.24.15.80.3.0.1.98.25.16.0.2.1.3.17.99.36.2.0.3.99.6.21.49.33.77.7.5.62.1.1.0.1.0.3.42.59.34.59.16.16.5.6.0.20.64.3.1.1.0.1.93.0.21.40.5.58.14.1.0*3.33.1.57.46.0.45.97.14.4.22.12.9.4.24.1.0.22.41.91.39.10.8.13.3.1.4.85.6.9.67.13.40.12.1.3.8.7.17.71.2.1.1.0.0.40.59

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 512], pl.FP16], x_1: pl.Tensor[[128, 32], pl.FP16], x_2: pl.Tensor[[2, 16], pl.FP32], x_3: pl.Tensor[[256, 768], pl.FP32], x_4: pl.Tensor[[384, 256], pl.FP32], x_5: pl.Tensor[[128, 512], pl.FP16], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[32, 32], pl.INT8], rows_1: pl.Scalar[pl.INDEX], x_7: pl.Tensor[[32, 32], pl.INT8], x_8: pl.Tensor[[64, 512], pl.INT8], rows_2: pl.Scalar[pl.INDEX], x_9: pl.Tensor[[128, 64], pl.INT8], rows_3: pl.Scalar[pl.INDEX], x_10: pl.Tensor[[32, 32], pl.FP32], rows_4: pl.Scalar[pl.INDEX], x_11: pl.Tensor[[256, 32], pl.INT8], x_12: pl.Tensor[[64, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 256], pl.FP16]]) -> pl.Tensor[[128, 256], pl.FP16]:
        t: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[12, 128])] = pl.tile.load(x, [0, 0], [16, 128], [12, 128], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[128, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [128, 16], [128, 16], target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 16], [1, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[12, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t, t_1, t_2)
        t_3: pl.Tile[[64, 192], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [0, 192], [64, 192], [64, 192], target_memory=pl.Mem.Mat)
        t_4: pl.Tile[[192, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_4, [192, 0], [192, 128], [192, 128], target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_3, t_4)
        t_5: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_5, [64, 256], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        ln: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 64), 128])] = pl.tile.set_validshape(t_5, pl.min(rows, 64), 128)
        t_6: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_1, [0, 0], [128, 16], [128, 16], target_memory=None)
        acc_2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t_3, t_4)
        acc_3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, t_3, t_4)
        t_7: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[24, 32])] = pl.tile.load(x_6, [0, 0], [32, 32], [24, 32], target_memory=None)
        l: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[15, 32])] = pl.tile.set_validshape(t_7, 15, 32)
        l_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l)
        acc_4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_3, t_3, t_4)
        acc_5: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_4, t_3, t_4)
        if rows == 3:
            v: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.abs(t_5)
            acc_6, c = pl.yield_(acc_5, ln)
        else:
            if flag == 4:
                ln_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_1, pl.min(rows_1, 32), 32)
                t_8: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_7, [0, 0], [32, 32], [32, 32], target_memory=None)
                rp: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_8)
                acc_7: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_1, rp)
                acc_8: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_7, ln_1, rp)
                t_9: pl.Tile[[32, 128], pl.INT8, pl.TileView(valid_shape=[31, 128])] = pl.tile.load(x_8, [0, 0], [32, 128], [31, 128], target_memory=None)
                l_2: pl.Tile[[32, 128], pl.INT8, pl.TileView(valid_shape=[31, 128])] = pl.tile.set_validshape(t_9, 31, 128)
                ln_2: pl.Tile[[32, 128], pl.INT8, pl.TileView(valid_shape=[pl.min(rows_2, 31), 128])] = pl.tile.set_validshape(l_2, pl.min(rows_2, 31), 128)
                t_10: pl.Tile[[128, 32], pl.INT8] = pl.tile.load(x_9, [0, 0], [128, 32], [128, 32], target_memory=None)
                acc_9: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_8, ln_1, rp)
                t_11: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_3, [144, 240], [16, 16], [1, 16], target_memory=None)
                ln_3: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows_3, 1), 16])] = pl.tile.set_validshape(t_11, pl.min(rows_3, 1), 16)
                t_12: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_4, [256, 96], [16, 32], [16, 32], target_memory=None)
                acc_10: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_9, ln_1, rp)
                t_13: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_10, [0, 16], [16, 16], [16, 16], target_memory=None)
                rs: pl.Tile[[16, 16], pl.FP32] = pl.tile.reshape(t_13, [16, 16])
                l_3: pl.Tile[[16, 16], pl.FP32] = pl.tile.reshape(rs, [16, 16])
                ln_4: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows_4, 16), 16])] = pl.tile.set_validshape(l_3, pl.min(rows_4, 16), 16)
                acc_11: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_10, ln_1, rp, rows >= 1)
                acc_12: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_11, ln_1, rp)
                t_14: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_3, [0, 448], [16, 32], [16, 32], target_memory=None)
                ln_5: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[pl.min(rows_1, 16), 32])] = pl.tile.set_validshape(t_14, pl.min(rows_1, 16), 32)
                t_15: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_3, [64, 384], [32, 16], [32, 16], target_memory=None)
                rp_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_15)
                acc_13: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_12, ln_1, rp, rows_1 < 1)
                t_16: pl.Tile[[32, 128], pl.INT8, pl.TileView(valid_shape=[31, 128])] = pl.tile.load(x_8, [0, 384], [32, 128], [31, 128], target_memory=None)
                t_17: pl.Tile[[128, 32], pl.INT8] = pl.tile.load(x_11, [128, 0], [128, 32], [128, 32], target_memory=None)
                acc_14: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_13, ln_1, rp)
                t_18: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_12, [0, 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            else:
                ex: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_5, 0, 0, [32, 128], target_memory=pl.Mem.Vec)
                t_19: pl.Tile[[128, 16], pl.FP32] = pl.tile.load(x_3, [0, 352], [128, 16], [128, 16], target_memory=None)
                rp_2: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_19)
                acc_15: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ex, rp_2)
            acc_6, c = pl.yield_(acc_5, ln)
        o: pl.Tensor[[128, 256], pl.FP16] = pl.tile.store(ln, [0, 0], out)
        return o
