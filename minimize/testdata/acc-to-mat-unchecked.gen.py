# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: AivSplitLoweredValid
# backend: Ascend950
# faults: acc-to-mat-unchecked
# seed: 4531764908933526340
# case: 675
# generator: gen/v1
# statements: 53
# count: 1
# first_seen: 2026-11-30T04:46:41Z
# last_seen: 2026-11-30T04:46:41Z
# choices: 39.60.81.1.35.42.65.0.35.7.1.4.7.30.0.79.1.0*4.97.1.15.3.36.10.7.24.1.0.0.38.78.89.39.37.3.0.2.6.65.18.52.2.0.1.0.0.24.31.48.50.10.37.35.50.57.57.12.0.4.52.56.70.6.2.3.94.93.2.62.74.4.90.2.84.2.95.4.20.59.83.60.47.2.1.77.5.1.6.39.72.1.1.5.10.58.68.7.3.7.4.88.2.1.1.1.0.94.0.56.3.0.1.0.0.30.91.1.35.38.2.6.1.1.56.79.2.2.1.3.1.24.61.77.6.1.10.32.54.14.34.53.9.83.27.5.11.3.2.22.18.12.76.13.40.11.11.0.0.5.62.84.9.49.0.4.1.84.0.18.97.15.9.0.1.7.49.45.2.48.43.3.5.3.7.40.31.2.1.2.1.1.71.31.62.1.62.2.58.82.16.0.49.14.2.49.3.0.1.0.0.76.50.34.10.15.8.19.2.92.84.1.15.47.7.72.13.3.51.84.1.69.81.0.8.40.99.52.3.15.8.3.63.31.0.0.94.3.27.63.2.8.52.42.71.3.94.11.45.93.60.3.18.5.5.57.3.2.1.31.3.10.1.14.61.42.10.1.53.64.23.66.78.50.4.1.29.17.58.0.3.0.87.68.23.35.34.15.58.74.35.73.3.2.5.54.40.0.1.1.18.0.28.1.17.83.12.103.12.29.96.3.40.56.80.49.48.92.3.54.1.3.0.6.2.1.2.68.57.1.46.20.3.39.1.86.43.6.56.66.7.0.3.7.8.3.68.0.60.79.3.2.2.65.47.3.31.96.0.35.14.5.6.1.1.45.1.2.73.14.2.1.0.1.0.69.32

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[64, 128], pl.BF16], rows: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[2, 32], pl.FP32], x_3: pl.Tensor[[16, 32], pl.FP32], x_4: pl.Tensor[[256, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[64, 512], pl.FP32], rows_1: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[128, 128], pl.FP32], x_7: pl.Tensor[[256, 64], pl.FP32], x_8: pl.Tensor[[256, 128], pl.INT16], x_9: pl.Tensor[[2, 512], pl.FP16], x_10: pl.Tensor[[512, 64], pl.BF16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        if flag_1 == 7:
            t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            t_1: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
            t_2: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_1, [0, 0], [64, 64], [64, 64], target_memory=None)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t, t_1)
            vs: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, 16), 16])] = pl.tile.set_validshape(t_1, pl.min(rows, 16), 16)
            fp: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(vs)
            tv: pl.Tile[[16, 16], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(fp)
            tv_1: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.transpose_view(tv)
            fp_1: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(tv_1)
            if flag < 5:
                ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_1, acc_1)
                t_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [1, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                t_4: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_3, [0, 0], [16, 16], [16, 16], target_memory=None)
                g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4, acc_phase=pl.AccPhase.Partial)
                g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_3, t_4)
                t_5: pl.Tile[[64, 32], pl.FP16] = pl.tile.load(x_4, [192, 32], [64, 32], [64, 32], target_memory=None)
                mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                ep_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.add(mv, mv)
                tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(ep_1, tmp)
                c, c_1 = pl.yield_(fp_1, t_2)
            else:
                c, c_1 = pl.yield_(fp_1, t_2)
            for i in pl.pipeline(16, 0, -2, stage=2):
                pass
        t_6: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x_5, [32, 128], [32, 128], [32, 128], target_memory=None)
        ln: pl.Tile[[32, 128], pl.FP32, pl.TileView(valid_shape=[pl.min(rows_1, 32), 128])] = pl.tile.set_validshape(t_6, pl.min(rows_1, 32), 128)
        t_7: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_6, [0, 0], [128, 64], [128, 64], target_memory=None)
        acc_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, 32), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_7)
        pl.system.sync_src(set_pipe=pl.PipeType.S, wait_pipe=pl.PipeType.MTE2, event_id=2)
        pl.system.sync_dst(set_pipe=pl.PipeType.S, wait_pipe=pl.PipeType.MTE2, event_id=2)
        for i_1 in pl.range(0, 4, 2):
            m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows_1, 32), 64])] = pl.tile.move(acc_2, target_memory=pl.Mem.Mat)
            for i_2, (c_2,) in pl.range(3, 0, -1, init_values=(m,)):
                vs_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 64])] = pl.tile.set_validshape(c_2, 16, 64)
                vs_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 64])] = pl.tile.set_validshape(vs_1, 16, 64)
                ln_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.set_validshape(vs_2, pl.min(rows, 16), 64)
                t_8: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_7, [192, 32], [64, 32], [64, 32], target_memory=None)
                c_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
                seed: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_3, pl.min(rows, 16), 32)
                acc_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, ln_1, t_8, True)
                s: pl.Scalar[pl.INDEX] = i_2 + 30
                c_4: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows_1, 32), 64])] = pl.yield_(c_2)
            tmp_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            r_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t_7, tmp_1)
            t_9: pl.Tile[[128, 64], pl.INT16] = pl.tile.load(x_8, [0, 64], [128, 64], [128, 64], target_memory=None)
            vs_3: pl.Tile[[128, 64], pl.INT16, pl.TileView(valid_shape=[31, 64])] = pl.tile.set_validshape(t_9, 31, 64)
            if i_1 <= 6:
                t_10: pl.Tile[[1, 128], pl.FP16] = pl.tile.load(x_9, [i_1 % 2 * 1, 128], [1, 128], [1, 128], target_memory=None)
                t_11: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_4, [128, i_1 % 4 * 16], [128, 16], [128, 16], target_memory=None)
                g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_10, t_11)
                t_12: pl.Tile[[1, 128], pl.BF16] = pl.tile.load(x_1, [i_1 % 64 * 1, 0], [1, 128], [1, 128], target_memory=None)
                t_13: pl.Tile[[128, 16], pl.BF16] = pl.tile.load(x_10, [i_1 % 4 * 128, 48], [128, 16], [128, 16], target_memory=None)
                g_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_12, t_13, acc_phase=pl.AccPhase.Unspecified)
                g_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_3, t_12, t_13)
        o: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(ln, [32, 0], out)
        return o
