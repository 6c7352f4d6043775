# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: StructuredCtrlFlow
# backend: Ascend950
# faults:
# seed: 4686910380078158150
# case: 519
# generator: gen/v1
# statements: 53
# count: 3
# first_seen: 2026-11-30T02:37:05Z
# last_seen: 2026-11-30T02:37:36Z
# choices: 94.39.43.5.2.7.18.58.0.0.1.0.0.93.1.53.30.61.0.1.0.11.63.0.0.1.0.1.83.39.75.8.79.4.21.22.20.1.0.61.2.0.1.0.1.90.0.51.91.99.48.23.9.0.3.5.27.20.97.4.34.46.0.79.65.1.47.85.6.38.91.100.5.42.5.3.4.94.28.66.85.11.12.20.55.1.38.53.0.17.13.0.1.23.62.86.11.70.45.12.50.41.0.42.27.69.67.15.3.95.44.9.79.3.1.62.74.15.2.40.5.15.19.96.1.50.57.52.3.14.4.92.1.26.27.5.3.0.21.4.4.1.20.93.69.4.91.13.64.87.25.0.72.13.28.89.3.0.1.0.1.21.5.76.18.103.7.51.45.2.52.46.27.39.18.0.10.4.7.3.47.61.7.2.1.6.83.2.1.0*3.99.0.13.2.0.1.0.0.66.94.2.45.66.2.18.2.3.6.7.26.91.11.0.2.1.3.1.89.6.70.93.0.86.7.97.0.28.2.64.53.30.13.6.29.3.1.1.5.33.82.7.3.77.66.8.59.8.5.17.16.44.25.4.9.88.9.42.35.95.1.7.2.1.1.77.79.76.5.0.2.0.28.7.4.0.24.1.30.12.102.8.98.79.2.82.83.92.7.71.68.0.8.25.50.23.95.90.4.10.88.69.7.0.1.4.97.1.1.0.88.0.77.51.0.1.2.69.42.0.20.33.51.32.3.2.0.1.66.73.2.0*4.35.63.1.59.92.0.46.32.13.70.7.3.1.83.1.14.84.37.0.1.1.0.0.50.10
# note: RF-D1/RF-C3 family (unminimized): a narrowed compact accumulator handed cube->vector on a5 is read at another pitch than mad wrote; the instruction kinds in the message differ from the built-in minimized cases
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 128], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], x_2: pl.Tensor[[32, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[1, 64], pl.FP32], x_4: pl.Tensor[[2, 32], pl.INT8], x_5: pl.Tensor[[32, 128], pl.INT8], x_6: pl.Tensor[[256, 32], pl.FP32], x_7: pl.Tensor[[2, 32], pl.BF16], x_8: pl.Tensor[[64, 64], pl.BF16], x_9: pl.Tensor[[64, 16], pl.FP16], out: pl.Out[pl.Tensor[[64, 128], pl.INT8]]) -> pl.Tensor[[64, 128], pl.INT8]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_1, [0, 32], [16, 32], [16, 32], target_memory=None)
        t_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [0, 16], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_2)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_1, t_2)
        h: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.INT32, mode='trunc')
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 4)
            for i in pl.range(0, 16, 2):
                if i != 4:
                    break
                t_3: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_2, [13, 0], [1, 32], [1, 32], target_memory=None)
                acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_2, t_1, t_3)
                for i_1 in pl.parallel(3):
                    v: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(t_3, t_3)
                    ep: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc_2, acc_2)
                    fp: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(ep)
                    rs: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(fp, [2, 16])
            ln: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(t_2, rows, 16)
            t_4: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_3, [0, 32], [1, 32], [1, 32], target_memory=None)
            acc_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_1, t_4)
            vs: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[31, 64])] = pl.tile.set_validshape(t, 31, 64)
            mv: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            v_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.div(mv, mv)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        t_5: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_4, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        t_6: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 64], [32, 64], target_memory=None)
        g: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_5, t_6, acc_phase=pl.AccPhase.Final)
        g_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_5, t_6)
        t_7: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.load(x_6, [192, 16], [64, 16], [48, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[20, 16])] = pl.tile.set_validshape(t_7, 20, 16)
        l_1: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[20, 16])] = pl.tile.set_validshape(l, 20, 16)
        t_8: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [16, 64], [16, 64], [16, 64], target_memory=None)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[20, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c, 20, 64)
        acc_4: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[20, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, l_1, t_8, True)
        pl.system.bar_m()
        v_2: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec] = pl.tile.exp(t_6)
        for i_2 in pl.pipeline(8, stage=3):
            for i_3 in pl.range(4, 0, -2):
                pass
            mv_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[20, 64])] = pl.tile.move(acc_4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[20, 64])] = pl.tile.cast(mv_1, target_type=pl.BF16, mode='none')
        vs_1: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(v_2, rows, 64)
        for i_4, (c_1,) in pl.range(6, 0, -2, init_values=(vs_1,)):
            r: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[20, 1])] = pl.tile.row_sum(l_1, l_1)
            x_10: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[20, 16])] = pl.tile.row_expand_mul(l_1, r)
            t_9: pl.Tile[[1, 32], pl.BF16] = pl.tile.load(x_7, [i_4 % 2 * 1, 0], [1, 32], [1, 32], target_memory=None)
            t_10: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_8, [i_4 % 2 * 32, 0], [32, 16], [32, 16], target_memory=None)
            g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_9, t_10)
            g_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_9, t_10)
            t_11: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_9, [0, 0], [64, 16], [64, 16], target_memory=None)
            q: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
            v_3: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_11)
            c_2: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64])] = pl.yield_(c_1)
        o: pl.Tensor[[64, 128], pl.INT8] = pl.tile.store(c_2, [0, 0], out)
        return o
