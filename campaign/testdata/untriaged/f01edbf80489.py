# irfuzz corpus v1
# signature: "simdiag | deadlock |  | aiv0 MTE2 blocks at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waiting for a TPUSH on channel N: nothing is ever pushed on channel N |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: TileOps2D
# backend: Ascend950
# faults:
# seed: 2531278182895528273
# case: 60858
# generator: gen/v1
# statements: 57
# count: 3
# first_seen: 2026-12-03T17:43:17Z
# last_seen: 2026-12-03T18:11:36Z
# choices: 8.1.0.69.79.28.8.97.1.1.8.94.87.2.83.43.0.8.73.61.0.6.35.99.35.17.1.0.5.35.86.0*5.65.36.27.84.6.4.6.20.12.65.72.14.24.4.3.1.6.72.41.94.0.1.0.80.0.96.0.99.0.16.2.46.59.80.4.2.48.2.0.0.96.1.58.77.81.66.1.1.0.2.2.17.46.39.92.1.3.7.6.57.31.3.0.0.1.0.0.85.28.55.42.26.2.5.2.18.62.3.1.2.34.1.57.1.88.77.74.2.3.74.4.50.1.5.89.2.58.5.11.1.26.0.40.89.1.82.33.3.15.86.85.0.1.89.5.3.12.95.91.26.9.1.89.21.72.13.4.68.73.4.2.95.4.83.0.3.4.81.0.0.1.75.4.65.4.64.0.3.3.13.21.83.5.90.10.2.53.13.4.1.64.39.2.124.56.15.31.90.19.67.10.39.3.6.13.4.2.0.47.43.84.1.1.5.1.59.38.2.0.2.1.0.83.41.0.9.38.48.14.11.44.2.85.3.85.43.14.24.0.17.83.15.18.7.2.0.60.39.9.105.65.15.10.7.7.4.89.2.1.0*3.73.93.35.80.0.7.0.5.82.68.3.1.1.2.1.0.0.7.43.36.54.0.5.6.6.17.4.3.0.2.1.0.3.0.26.43.33.52.1.0.2.4.58.14.1.2.0.2.3.0.1.98.1.82.43.46.6.1.2.39.72.1.0*4.43.24.3.24.42.14.82.8.3.42.31.98.1.4.5.4.18.58.3.1.2.1.0.0.1.25.81.30.97.0.2.6.0.46.44.2.1.2.1.0.0.1.74.30.78.55.13.5.8.42.12.83.97.4.65.83.4.90.97.76.12.7.5.0.0.6.1.17.53.3.2.2.1.0.48.58.51.56.9.6.57.2.1.0.1.0.15.47.25.6.3.70.0.2.1.98.0*3.30.78.10.0.1.0.1.28.91.2.0.1.0.0.1.0.96.27

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[32, 16], pl.INT16], x_1: pl.Tensor[[64, 64], pl.FP32], x_2: pl.Tensor[[4, 128, 16], pl.INT8], x_3: pl.Tensor[[128, 128], pl.FP32], x_4: pl.Tensor[[4, 128, 64], pl.FP16], x_5: pl.Tensor[[16, 8], pl.INT32], x_6: pl.Tensor[[4, 16, 64], pl.INT16], x_7: pl.Tensor[[2, 128, 128], pl.INT8], x_8: pl.Tensor[[16, 16, 256], pl.INT32], x_9: pl.Tensor[[64, 32], pl.FP32], x_10: pl.Tensor[[8, 64, 64], pl.INT32], x_11: pl.Tensor[[4, 256, 128], pl.FP32], x_12: pl.Tensor[[64, 256], pl.BF16], x_13: pl.Tensor[[128, 64], pl.BF16], out: pl.Out[pl.Tensor[[2, 128, 64], pl.FP32]]) -> pl.Tensor[[2, 128, 64], pl.FP32]:
        s: pl.Scalar[pl.INDEX] = n + 9
        for i, (c, c_1) in pl.range(4, init_values=(s, s)):
            t: pl.Tile[[32, 16], pl.INT16] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
            e: pl.Scalar[pl.INT16] = pl.tile.read(t, [20, 12])
            t_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [i % 2 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            l: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.set_validshape(t_1, 31, 64)
            t_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t_2)
            acc_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, l, t_2)
            mv: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.cast(mv, target_type=pl.BF16, mode='round')
            t_3: pl.Tile[[4, 128, 8], pl.INT8] = pl.tile.load(x_2, [0, 0, i % 2 * 8], [4, 128, 8], [4, 128, 8], target_memory=None)
            t_4: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_3, [64, 32], [64, 32], [64, 32], target_memory=None)
            mv_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            ep: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.muls(mv_1, 0.5)
            ep_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.exp(ep)
            ep_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.add(ep_1, l)
            tmp: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            ep_3: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.row_sum(ep_2, tmp)
            for i_1, (c_2, c_3, c_4) in pl.range(0, 16, 2, init_values=(ep_3, ep_2, ep_3)):
                for (n_1,) in pl.while_(init_values=(0,)):
                    pl.cond(n_1 < 2)
                    n_2: pl.Scalar[pl.INDEX] = n_1 + 1
                    n_3: pl.Scalar[pl.INDEX] = pl.yield_(n_2)
                m: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.move(c_4, target_memory=pl.Mem.Vec)
                mv_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 64])] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                tmp_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                ep_4: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.row_sum(mv_2, tmp_1)
                ep_5: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.exp(ep_4)
                h_1: pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.cast(ep_5, target_type=pl.INT32, mode='ceil')
                h_2: pl.Tile[[32, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.cast(h_1, target_type=pl.BF16, mode='rint')
                ep_6: pl.Tile[[32, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.exp(h_2)
                ep_7: pl.Tile[[32, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.exp(ep_6)
                h_3: pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.cast(ep_7, target_type=pl.INT32, mode='floor')
                c_5, c_6, c_7 = pl.yield_(ep_3, pl.tile.abs(mv_2), ep_5)
            for (n_4,) in pl.while_(init_values=(0,)):
                pl.cond(n_4 < 1)
                v: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.div(c_7, c_7)
                n_5: pl.Scalar[pl.INDEX] = n_4 + 1
                n_6: pl.Scalar[pl.INDEX] = pl.yield_(n_5)
            t_5: pl.Tile[[4, 32, 32], pl.FP16] = pl.tile.load(x_4, [0, i % 4 * 32, 0], [4, 32, 32], [4, 32, 32], target_memory=None)
            e_1: pl.Scalar[pl.FP32] = pl.tile.read(c_7, [24, 0])
            c_8, c_9 = pl.yield_(n_6, n_6)
        t_6: pl.Tile[[8, 8], pl.INT32] = pl.tile.load(x_5, [0, 0], [8, 8], [8, 8], target_memory=None)
        tmp_2: pl.Tile[[8, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.row_max(t_6, tmp_2)
        t_7: pl.Tile[[2, 8, 16], pl.INT16] = pl.tile.load(x_6, [2, 0, 0], [2, 8, 16], [2, 8, 16], target_memory=None)
        t_8: pl.Tile[[2, 32, 64], pl.INT8] = pl.tile.load(x_7, [0, 96, 0], [2, 32, 64], [2, 32, 64], target_memory=None)
        t_9: pl.Tile[[4, 16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_8, [12, 0, 64], [4, 16, 64], [4, 16, 64], target_memory=pl.Mem.Vec)
        t_10: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_9, [0, 0], [64, 32], [64, 32], target_memory=None)
        v_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t_10, 3.0)
        t_11: pl.Tile[[4, 16, 32], pl.INT32] = pl.tile.load(x_10, [0, 0, 32], [4, 16, 32], [4, 16, 32], target_memory=None)
        t_12: pl.Tile[[2, 64, 64], pl.FP32] = pl.tile.load(x_11, [0, 0, 64], [2, 64, 64], [2, 64, 64], target_memory=None)
        s_1: pl.Scalar[pl.INDEX] = c_9 - 9
        v_2: pl.Tile[[4, 16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.neg(t_9)
        if s_1 < 1:
            t_13: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_12, [16, 0], [16, 64], [16, 64], target_memory=None)
            t_14: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_13, [64, 0], [64, 64], [64, 64], target_memory=None)
            acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_13, t_14)
            ep_8: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_2, 0.5)
            h_4: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep_8, target_type=pl.BF16, mode='rint')
            h_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(h_4, target_type=pl.FP32, mode='none')
        else:
            pass
        o: pl.Tensor[[2, 128, 64], pl.FP32] = pl.tile.store(t_12, [0, 64, 0], out, atomic=pl.AtomicType.Add)
        return o
