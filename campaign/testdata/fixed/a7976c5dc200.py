# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aiv0#N PIPE_BARRIER(system.bar_m @N): a AIV core has no pipe M |  | "
# status: fixed
# oracle: soundness
# property: illegal
# pass:
# profile: AccToGmStoreValid
# backend: Ascend950
# faults:
# seed: 8839983647261969788
# case: 290
# generator: gen/v1
# statements: 39
# count: 7
# first_seen: 2026-11-30T01:44:35Z
# last_seen: 2026-11-30T01:45:10Z
# choices: 50.76.3.67.11.0.0.2.49.88.15.0.0.1.0.0.54.3.58.63.78.49.5.7.51.0.1.2.0.3.60.43.80.5.38.43.78.69.79.65.53.4.9.0.1.0*3.68.2.11.32.70.5.6.3.2.36.0.2.0.91.1.69.6.75.74.1.15.78.78.7.2.5.5.49.2.1.1.1.1.8.33.2.1.1.0.0.27.93.0.85.106.23.56.25.82.108.9.72.59.1.15.94.77.2.11.33.66.114.32.89.82.7.0.1.3.10.0.76.46.1.37.72.1.2.0.87.0.37.55.78.53.14.28.40.1.48.51.12.21.4.2.28.0.85.7.68.39.4.2.69.97.3.27.10.2.7.2.96.52.48.1.0.65.90.1.17.35.56.3.55.6.33.69.2.99.61.14.9.41.106.40.83.38.8.37.2.3.1.3.51.9.17.81.13.10.26.10.36.6.5.0.66.16.19.68.10.14.41.7.9.13.7.65.12.16.80.7.4.72.0.38.12.3.0.84.0.84.113.3.98.94.3.3.77.50.3.15.46.69.16.5.73.109.0.26.96.0.9.11.6.95.34.18.4.3.7.60.3.1.2.1.49.3.54.1.84.97.45.5.38.55.0.9.4.0.48.10.95.3.3.11.27.14.3.1.87.20.89.5.43.1.1.2.4.5.2.55.37.3.1.1.0.0.89.9

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.BF16], x_1: pl.Tensor[[128, 64], pl.BF16], x_2: pl.Tensor[[2, 64], pl.INT8], x_3: pl.Tensor[[64, 64], pl.INT8], x_4: pl.Tensor[[128, 128], pl.BF16], x_5: pl.Tensor[[64, 256], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 128], pl.BF16]]) -> pl.Tensor[[32, 128], pl.BF16]:
        t: pl.Tile[[16, 64], pl.BF16, pl.TileView(valid_shape=[4, 64])] = pl.tile.load(x, [0, 0], [16, 64], [4, 64], target_memory=None)
        t_1: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x_1, [0, 48], [64, 16], [64, 16], target_memory=None)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1)
        sl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 16], [0, 0])
        t_2: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [64, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        v: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.mul(t, t)
        t_3: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_2, [1, 32], [1, 32], [1, 32], target_memory=None)
        t_4: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, 0], [32, 32], [32, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4, acc_phase=pl.AccPhase.Unspecified)
        g_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_3, t_4)
        if flag == 2:
            pass
        else:
            for i, (acc_1, acc_2) in pl.pipeline(3, 0, -1, stage=2, init_values=(g_1, g_1)):
                for (n,) in pl.while_(init_values=(0,)):
                    pl.cond(n < 1)
                    t_5: pl.Tile[[1, 32], pl.BF16] = pl.tile.load(x_1, [i % 128 * 1, 32], [1, 32], [1, 32], target_memory=None)
                    t_6: pl.Tile[[32, 128], pl.BF16] = pl.tile.load(x_4, [i % 4 * 32, 0], [32, 128], [32, 128], target_memory=None)
                    g_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_5, t_6)
                    g_3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_5, t_6)
                    n_1: pl.Scalar[pl.INDEX] = n + 1
                    n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
                v_1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.maximum(t, v)
                t_7: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_3, [0, i % 2 * 32], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
                lt: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_7)
                c_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
                acc_3: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_1, lt, t_7)
                acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, lt, t_7)
                if n_2 <= 0:
                    c_2: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.create([64, 128], dtype=pl.FP16, target_memory=pl.Mem.Mat)
                    v_2: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.add(v_1, v_1)
                else:
                    pass
                v_3: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.add(v_1, v_1)
                pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE2, event_id=7)
                pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE2, event_id=7)
                v_4: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 64])] = pl.tile.abs(v_3)
                acc_5, acc_6 = pl.yield_(acc_2, acc_2)
            for i_1, (c_3, acc_7) in pl.range(6, 0, -2, init_values=(t_3, acc_6)):
                pl.system.bar_m()
                for i_2 in pl.range(8):
                    pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE3, event_id=6)
                    pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE3, event_id=6)
                    t_8: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_5, [48, 128], [16, 128], [16, 128], target_memory=None)
                c_4, acc_8 = pl.yield_(c_3, acc_7)
        o: pl.Tensor[[32, 128], pl.BF16] = pl.tile.store(v, [0, 0], out)
        return o
