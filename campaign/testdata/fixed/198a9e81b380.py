# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / if / else / stmt N / for _ / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 252908632292758910
# case: 1488
# generator: gen/v1
# statements: 69
# count: 3
# first_seen: 2026-11-30T01:44:57Z
# last_seen: 2026-11-30T01:45:28Z
# choices: 91.88.76.10.93.0.2.1.3.93.4.1.1.2.1.2.80.2.0.0.2.1.2.1.44.11.67.52.99.75.3.51.2.2.1.10.85.99.50.18.14.4.12.52.3.4.2.66.67.5.17.80.6.3.7.7.16.25.85.2.1.0*3.37.63.60.76.3.81.9.0.21.2.0.0.98.1.19.65.23.57.8.0.6.1.32.45.87.1.2.0.2.0.1.0.45.39.72.79.2.1.10.4.99.1.0*4.58.29.92.2.5.23.2.0.4.6.36.21.4.82.60.1.0*4.15.51.61.2.9.70.8.1.0.2.37.44.13.3.2.0.1.0.78.12.50.94.0.69.0.7.79.0.2.2.0.0.20.63.55.50.37.26.47.99.4.7.61.28.24.13.12.1.3.87.6.2.4.18.69.6.68.65.15.2.6.2.44.43.13.3.2.1.3.0.83.18.27.47.6.7.95.1.2.2.1.2.17.82.52.0.69.30.45.93.99.17.82.93.97.12.7.8.2.0.1.4.14.8.2.60.49.15.95.3.2.1.2.42.87.1.0*4.25.1.1.1.0.0.93.1.53.2.79.8.29.94.5.71.95.20.7.41.69.2.83.76.15.15.89.2.34.23.8.14.1.23.2.1.0.38.82.28.4.10.89.1.24.25.47.66.0.36.53.12.2.4.6.68.9.35.3.7.0.60.31.96.89.2.25.2.5.58.1.2.1.1.0.6.51.9.88.23.13.13.59.3.36.26.12.3.63.1.79.103.11.22.1.1.78.48.24.1.85.5.0.41.100.10.70.27.2.10.90.43.2.7.0.30.33.71.1.1.94.25.12.68.77.2.81.6.92.6.0.10.0.17.92.10.90.12.4.1.90.0.23.8.1.98.2.0.2.21.41.5.72.35.15.0.4.4.6.89.75.1.0.2.0.1.28.1.23.57.2.82.8.3.57.2.1.1.1.0.38.14.96.37.21.13.2.1.2.61.95.52.0.3.0.0.1.96.1.73.4.43.61.21.1.19.9.5.42.0.3.1.73.93.47.90.46.18.9.1.3.1.75.65.34.3.0.0.42.1.72.87.4.54.84.83.1.52.10.1.64.3.2.2.0.2.42.98.50.54.5.65.11.1.6.6.47.45.68.3.1.0.1.0.91.1.36.13.77.22.2.12.0.3.70.1.0*4.84.86.71.98.66.35.49.74.61.10.28

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 2048], pl.BF16], x_1: pl.Tensor[[2048, 128], pl.BF16], flag: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[32, 16], pl.FP32], x_3: pl.Tensor[[256, 32], pl.BF16], x_4: pl.Tensor[[32, 16], pl.BF16], flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], x_5: pl.Tensor[[64, 64], pl.FP16], x_6: pl.Tensor[[256, 64], pl.FP16], x_7: pl.Tensor[[256, 128], pl.INT8], x_8: pl.Tensor[[256, 128], pl.INT8], flag_2: pl.Scalar[pl.INDEX], x_9: pl.Tensor[[64, 512], pl.FP32], x_10: pl.Tensor[[1024, 128], pl.FP32], x_11: pl.Tensor[[256, 64], pl.INT8], x_12: pl.Tensor[[16, 64], pl.BF16], x_13: pl.Tensor[[32, 256], pl.BF16], rows: pl.Scalar[pl.INDEX], x_14: pl.Tensor[[128, 128], pl.FP16], x_15: pl.Tensor[[128, 64], pl.FP16], rows_1: pl.Scalar[pl.INDEX], x_16: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[64, 512], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[16, 512])] = pl.tile.load(x, [64, 1024], [64, 512], [16, 512], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [1024, 64], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c, 16, 64)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, t, t_1, flag >= 1)
        if flag > 2:
            pass
        t_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [16, 16], [16, 16], target_memory=None)
        ln: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[flag, 16])] = pl.tile.set_validshape(t_2, flag, 16)
        t_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_2, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[flag, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_3)
        t_4: pl.Tile[[64, 32], pl.BF16, pl.TileView(valid_shape=[32, 32])] = pl.tile.load(x_3, [128, 0], [64, 32], [32, 32], target_memory=None)
        ln_1: pl.Tile[[64, 32], pl.BF16, pl.TileView(valid_shape=[flag, 32])] = pl.tile.set_validshape(t_4, flag, 32)
        t_5: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_4, [0, 0], [32, 16], [32, 16], target_memory=None)
        acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[flag, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, ln, t_3, flag_1 < 4)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ln, [0, 0], out)
        t_6: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_5, [16, 0], [16, 64], [16, 64], target_memory=None)
        ln_2: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[flag_1, 64])] = pl.tile.set_validshape(t_6, flag_1, 64)
        t_7: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_6, [0, 0], [64, 16], [64, 16], target_memory=None)
        acc_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[flag_1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_2, t_7)
        acc_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[flag_1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, ln_2, t_7)
        if flag_1 >= 4:
            pass
        t_8: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_7, [192, 0], [64, 64], [64, 64], target_memory=None)
        t_9: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_8, [64, 64], [64, 32], [64, 32], target_memory=None)
        rp: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_9)
        c_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([64, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        acc_5: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_8, rp)
        acc_6: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_5, t_8, rp)
        acc_7: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_6, t_8, rp, flag_2 < 1)
        pl.system.bar_all()
        t_10: pl.Tile[[64, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_9, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        t_11: pl.Tile[[512, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_10, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        c_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_8: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, t_10, t_11)
        if flag < 2:
            t_12: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_8, [64, 0], [64, 32], [64, 32], target_memory=None)
            rp_1: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_12)
            c_3: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
            acc_9: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_3, t_8, rp_1)
        else:
            t_13: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_7, [224, 0], [32, 64], [32, 64], target_memory=None)
            ln_3: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[flag, 64])] = pl.tile.set_validshape(t_13, flag, 64)
            t_14: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_11, [64, 0], [64, 32], [64, 32], target_memory=None)
            acc_10: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[flag, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_3, t_14)
            for i in pl.parallel(4, 0, -2):
                pass
            for i_1, (acc_11, acc_12) in pl.pipeline(16, 0, -2, stage=2, init_values=(acc_10, acc_7)):
                v: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.maximum(acc_12, acc_12)
                acc_13, acc_14 = pl.yield_(pl.tile.matmul_acc(acc_11, ln_3, t_14), pl.tile.matmul_acc(acc_12, t_8, t_14))
        t_15: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_12, [0, 16], [16, 16], [1, 16], target_memory=None)
        t_16: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x_13, [16, 0], [16, 128], [16, 128], target_memory=None)
        acc_15: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_15, t_16)
        t_17: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x_11, [96, 0], [32, 64], [1, 64], target_memory=pl.Mem.Mat)
        tv: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[64, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_17)
        l: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 64])] = pl.tile.transpose_view(tv)
        ln_4: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(l, rows, 64)
        t_18: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_11, [192, 32], [64, 32], [64, 32], target_memory=None)
        rp_2: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_18)
        acc_16: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_15, t_15, t_16)
        t_19: pl.Tile[[128, 32], pl.FP16, pl.TileView(valid_shape=[15, 32])] = pl.tile.load(x_6, [0, 0], [128, 32], [15, 32], target_memory=None)
        tv_1: pl.Tile[[32, 128], pl.FP16, pl.TileView(valid_shape=[32, 15], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_19)
        l_1: pl.Tile[[128, 32], pl.FP16, pl.TileView(valid_shape=[15, 32])] = pl.tile.transpose_view(tv_1)
        ln_5: pl.Tile[[128, 32], pl.FP16, pl.TileView(valid_shape=[flag_2, 32])] = pl.tile.set_validshape(l_1, flag_2, 32)
        t_20: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_14, [0, 64], [32, 32], [32, 32], target_memory=None)
        rp_3: pl.Tile[[32, 32], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_20)
        acc_17: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_16, t_15, t_16)
        t_21: pl.Tile[[64, 64], pl.FP16, pl.TileView(valid_shape=[15, 64])] = pl.tile.load(x_15, [64, 0], [64, 64], [15, 64], target_memory=None)
        ln_6: pl.Tile[[64, 64], pl.FP16, pl.TileView(valid_shape=[rows_1, 64])] = pl.tile.set_validshape(t_21, rows_1, 64)
        t_22: pl.Tile[[64, 128], pl.FP16] = pl.tile.load(x_16, [0, 0], [64, 128], [64, 128], target_memory=None)
        rp_4: pl.Tile[[64, 128], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_22)
        acc_18: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_17, t_15, t_16)
        acc_19: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_18, t_15, t_16)
        acc_20: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_19, t_15, t_16)
        return o
