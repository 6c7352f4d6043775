# irfuzz corpus v1
# signature: "simdiag | hazard |  | WAW: aiv0#N TSTORE(_ = tile.store @N) (MTE3) writes GM out[N, N) also written by aic0#N TSTORE(_ = tile.store @N) (FIX) with no happens-before edge; no cross-core synchronization orders them |  | "
# status: open
# oracle: simdiag
# property: hazard
# pass:
# profile: AccToGmStoreValid
# backend: Ascend950
# faults:
# seed: 7760851595021196801
# case: 30530
# generator: gen/v1
# statements: 49
# count: 1
# first_seen: 2026-12-03T17:43:13Z
# last_seen: 2026-12-03T17:43:13Z
# choices: 47.115.59.87.1.13.87.81.2.1.75.34.2.12.95.5.3.6.78.6.1.13.92.58.1.1.77.24.3.8.39.39.12.31.51.5.10.3.5.7.52.1.2.0*3.73.2.3.18.0.59.95.7.3.0.7.60.1.0.2.0.3.69.0.0.24.0.15.90.0.31.48.6.12.52.3.0*4.35.82.104.74.36.0.5.74.79.0.20.75.13.58.29.78.60.6.12.47.36.22.4.5.7.61.51.0.18.0.15.75.92.6.1.4.6.62.3.2.0.1.0.96.0.76.2.2.2.2.0.25.75.0.94.31.22.1.7.4.54.98.0.0.2.0.0.6.30.113.5.87.54.0.4.9.5.60.12.4.1.90.45.43.15.2.1.5.64.51.2.2.0.3.0.9.72.69.74.14.13.2.91.1.34.92.4.67.3.41.25.1.75.12.39.90.7.0.1.6.36.1.2.1.0.1.96.0.20.0.1.1.0.0.86.38.77.27.34.69.3.74.38.113.2.45.64.42.14.3.1.4.20.33.3.2.0.11.1.0.71.12.3.0.27.39.85.1.55.0.75.0.43.2.60.17.56.10.5.70.3.1.0*3.57.53.39.45.55.2.46.85.1.53.24.110.56.13.12.14.20.2.82.7.0.5.14.56.0.7.57.3.0.0.51.86.65.29.13.8.4.67.52.4.27.70.1.0.0.29.44.38.65.7.1.4.39.79.1.1.0.1.0.97.1.74.53.4.42.61.0*5.87.55.37.62.2.3.0.2.79.2.1.0.1.0.94.1.28.20.73.7.4.82.77.6.0.0.6.52.3.12.1.26.25.1.0.1.91.1.91.0.61.75.1.86.1.54.75.50.4.77.34.69.12.97.2.92.4.68.3.56.34.50.5.50.10.44.67.27.10.14.2.5.1

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512, 32], pl.FP32], x_1: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], x_2: pl.Tensor[[4, 16], pl.FP16], x_3: pl.Tensor[[64, 256], pl.FP16], x_4: pl.Tensor[[32, 32], pl.INT32], x_5: pl.Tensor[[256, 32], pl.INT16], x_6: pl.Tensor[[4, 64], pl.BF16], x_7: pl.Tensor[[64, 128], pl.BF16], x_8: pl.Tensor[[512, 32], pl.INT32], x_9: pl.Tensor[[128, 32], pl.BF16], x_10: pl.Tensor[[16, 32], pl.INT32], out_1: pl.Out[pl.Tensor[[1, 16], pl.FP32]], x_11: pl.Tensor[[128, 128], pl.FP32]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[1, 16], pl.FP32]]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 1)
            t: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x, [0, 0], [128, 32], [128, 32], target_memory=None)
            h: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='floor')
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        t_1: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_1, [0, 48], [1, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [384, 0], [16, 16], [16, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2, acc_phase='unspecified')
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_1, t_2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(g_1, [0, 0], out)
        if n_2 < 5:
            acc, o_1 = pl.yield_(g_1, o)
        else:
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t_2, g_1)
            t_3: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [288, 0], [16, 32], [16, 32], target_memory=None)
            t_4: pl.Tile[[1, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_2, [1, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            t_5: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_3, [32, 0], [16, 64], [16, 64], target_memory=None)
            g_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5, acc_phase='unspecified')
            t_6: pl.Tile[[32, 8], pl.INT32] = pl.tile.load(x_4, [0, 0], [32, 8], [32, 8], target_memory=None)
            for i, (c,) in pl.range(16, 0, -2, init_values=(t_3,)):
                c_1: pl.Tile[[16, 32], pl.FP32] = pl.yield_(c)
            t_7: pl.Tile[[64, 32], pl.INT16] = pl.tile.load(x_5, [192, 0], [64, 32], [64, 32], target_memory=None)
            tv: pl.Tile[[32, 64], pl.INT16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_7)
            rs: pl.Tile[[128, 16], pl.INT16] = pl.tile.reshape(tv, [128, 16])
            fp: pl.Tile[[128, 16], pl.INT16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rs)
            vs: pl.Tile[[128, 16], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(fp, 1, 16)
            t_8: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_6, [0, 32], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            t_9: pl.Tile[[32, 64], pl.BF16] = pl.tile.load(x_7, [0, 0], [32, 64], [32, 64], target_memory=None)
            g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9)
            g_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_3, t_8, t_9)
            tmp: pl.Tile[[128, 16], pl.INT16, pl.Mem.Vec] = pl.tile.create([128, 16], dtype=pl.INT16, target_memory=pl.Mem.Vec)
            r: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec] = pl.tile.col_sum(fp, tmp)
            for i_1 in pl.range(3):
                t_10: pl.Tile[[128, 32], pl.INT32] = pl.tile.load(x_8, [128, 0], [128, 32], [128, 32], target_memory=None)
            l: pl.Tile[[32, 64], pl.BF16, pl.TileView(valid_shape=[31, 64])] = pl.tile.set_validshape(t_9, 31, 64)
            t_11: pl.Tile[[64, 32], pl.BF16] = pl.tile.load(x_9, [0, 0], [64, 32], [64, 32], target_memory=None)
            acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t_11)
            v_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.sub(t_11, t_11)
            acc, o_1 = pl.yield_(g_1, o)
        o_2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], o_1)
        o_3: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], o_2)
        t_12: pl.Tile[[8, 32], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_10, [8, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        o_4: pl.Tensor[[1, 16], pl.FP32] = pl.tile.store(t_1, [0, 0], out_1)
        t_13: pl.Tile[[64, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_11, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        m: pl.Tile[[64, 128], pl.FP32, pl.Mem.Left] = pl.tile.move(t_13, target_memory=pl.Mem.Left)
        t_14: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_9, [12, 16], [1, 16], [1, 16], target_memory=None)
        t_15: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_7, [0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        g_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_14, t_15, acc_phase='unspecified')
        acc_2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_14, t_15)
        tv_1: pl.Tile[[64, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_15)
        l_1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.transpose_view(tv_1)
        rs_1: pl.Tile[[64, 16], pl.BF16, pl.Mem.Mat] = pl.tile.reshape(l_1, [64, 16])
        l_2: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.reshape(rs_1, [16, 64])
        acc_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, t_14, t_15)
        return o_3, o_4
