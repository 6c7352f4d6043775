# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / for _ / body / stmt N / if / then / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 2386369766756021786
# case: 2204
# generator: gen/v1
# statements: 51
# count: 1
# first_seen: 2026-11-30T01:45:21Z
# last_seen: 2026-11-30T01:45:21Z
# choices: 56.96.6.77.8.0.1.77.40.2.2.59.32.2.11.55.47.1.2.4.81.85.12.57.41.3.53.7.4.3.1.46.21.116.68.5.24.64.14.48.15.35.52.42.4.11.0.5.6.96.3.1.2.53.1.98.99.1.0.1.1.1.0.59.30.26.47.9.1.0.8.2.0.4.19.104.0.56.68.0.9.70.40.2.6.25.13.4.1.43.61.71.7.2.5.1.7.3.7.2.65.78.3.1.0*3.69.51.89.110.83.39.2.4.89.82.2.13.80.105.3.82.7.2.11.52.45.2.13.93.35.3.1.18.67.7.11.88.11.4.30.2.2.1.63.28.54.9.61.1.3.55.11.41.34.3.3.5.11.1.62.13.51.3.7.6.1.58.68.6.3.0.7.45.3.0*4.46.88.0.2.1.2.0.37.39.66.84.29.44.12.41.14.4.1.18.87.60.8.2.13.47.30.1.8.46.43.81.6.4.7.9.17.1.0.0.6.44.15.107.15.5.11.8.19.9.18.4.81.36.39.4.7.7.47.87.0.0.1.0.1.40.75.99.4.7.49.53.5.0.13.4.10.18.2.0.11.3.75.7.1.82.13.7.12.3.26.1.4.3.29.96.0.80.89.2.3.91.10.1.8.40.15.1.2.40.104.1.7.54.28.60.23.3.6.7.38.92.0.2.1.55.2.85.17.30.21.99.63.9.9.1.0.72.50.91.62.73.0.15.41.81.3.8.49.3.70.91.9.11.89.33.93.0.1.4.5.79.27.1.0.0.2.0.0.53.3.49.4.68.90.97.11.1.4.0.79.44.29.35.10.4.10.67.30.68.5.56.4.50.87.69.2.84.1.24.27.2.2.0.23.3.0.90.0.68.75.15.102.12.32.95.3.86.8.20.7.55.10.52.1.30.34.10.0.2.42.80.1.5.11.24.2.0.84.62.74.8.5.1.15.40.69.7.0.0.6.45.1.1.2.47.0.19.0.21.76.1.1.1.44.1.92.57.57.5.73.2.63.12.46.10.4.5.84.51.11.51.98.1.92.97.2.31.96.63.8.8.7.0.2.0*3.47.80.2.60.16.4.1.86.40.26.15.25.0.25.89.5.8.30.3.91.7.3.0.60.66.61.80.9.4.77.82.72.0.5.21.7.12.27.68.3.0.1.0.1.93.15

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 128], pl.INT8], x_1: pl.Tensor[[64, 32], pl.INT8], x_2: pl.Tensor[[1, 16], pl.FP32], x_3: pl.Tensor[[64, 32], pl.FP32], x_4: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[512, 128], pl.FP32], x_6: pl.Tensor[[2, 32, 64], pl.INT16], x_7: pl.Tensor[[4, 32], pl.INT32], x_8: pl.Tensor[[2, 64], pl.BF16], x_9: pl.Tensor[[32, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        for i in pl.range(4):
            if i == 0:
                f: pl.Tile[[8, 16], pl.BF16, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.BF16, value=1.0)
                tr: pl.Tile[[16, 8], pl.BF16, pl.Mem.Vec] = pl.tile.transpose(f, 0, 1, f)
            else:
                t: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [16, i % 4 * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
                sl: pl.Tile[[8, 32], pl.INT8, pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [8, 0])
        for i_1 in pl.range(0, 16, 2):
            pass
        t_1: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x, [7, 64], [1, 32], [1, 32], target_memory=None)
        t_2: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        g_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_1, t_2)
        for (n, acc, acc_1) in pl.while_(init_values=(0, g_1, g_1)):
            pl.cond(n < 4)
            for i_2, (acc_2, acc_3, acc_4) in pl.range(0, 8, 2, init_values=(acc_1, acc_1, acc)):
                acc_5, acc_6, acc_7 = pl.yield_(acc_4, acc_4, acc_2)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, acc_8, acc_9 = pl.yield_(n_1, acc_7, acc_6)
        v: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.divs(t_2, pl.const(1, pl.INT32))
        f_1: pl.Tile[[128, 8], pl.INT8, pl.Mem.Vec] = pl.tile.full([128, 8], dtype=pl.INT8, value=1)
        t_3: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_4: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_3, [32, 0], [16, 16], [16, 16], target_memory=None)
        g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4)
        if n_2 > 1:
            pass
        if flag > 3:
            t_5: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_3, [0, 0], [64, 16], [64, 16], target_memory=None)
            v_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t_5)
            acc_10, acc_11 = pl.yield_(g_2, g_2)
        else:
            t_6: pl.Tile[[16, 8], pl.FP32] = pl.tile.load(x_4, [0, 8], [16, 8], [16, 8], target_memory=None)
            for i_3 in pl.range(4):
                fp: pl.Tile[[16, 8], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6)
            acc_10, acc_11 = pl.yield_(g_2, g_2)
        for i_4, (acc_12, acc_13, c) in pl.range(3, init_values=(g_2, acc_11, flag)):
            for i_5 in pl.range(2, 0, -1):
                t_7: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_5, [256, i_5 % 2 * 64], [128, 64], [128, 64], target_memory=None)
                r: pl.Tile[[128, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t_7, t_7)
            if c > 5:
                v_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(t_4, acc_13)
                t_8: pl.Tile[[2, 32, 16], pl.INT16, pl.TileView(valid_shape=[1, 32, 16])] = pl.tile.load(x_6, [0, 0, 48], [2, 32, 16], [1, 32, 16], target_memory=None)
                for i_6 in pl.parallel(8, 0, -1):
                    pass
                r_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(v_2)
                ln: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.set_validshape(v, flag, 32)
                t_9: pl.Tile[[1, 32], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_7, [3, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
                acc_14: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[flag, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, v, t_9)
                vs: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_14, 31, 16)
                c_1, c_2 = pl.yield_(c, c)
            else:
                h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t_4, target_type=pl.BF16, mode='round')
                rs: pl.Tile[[1, 16], pl.FP32] = pl.tile.reshape(t_3, [1, 16])
                t_10: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_8, [0, 0], [1, 16], [1, 16], target_memory=None)
                t_11: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_9, [16, i_4 % 2 * 64], [16, 64], [16, 64], target_memory=None)
                g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_10, t_11)
                g_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_3, t_10, t_11)
                c_1, c_2 = pl.yield_(flag, c)
            for i_7 in pl.range(16, 0, -2):
                sl_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.slice(acc_9, [16, 32], [0, 0])
                tv: pl.Tile[[32, 16], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(sl_1)
            v_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t_4)
            acc_15, acc_16, c_3 = pl.yield_(acc_13, acc_13, c_2)
        s: pl.Scalar[pl.INDEX] = c_3 - 22
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_16, [0, 16], out)
        return o
