# irfuzz corpus v1
# signature: "soundness | hazard |  | every verifier accepted every stage, yet WAR: aic0#N TLOAD(_ = tile.load @N) (MTE2) writes aic0 L1[N, N) read by aic0#N TMOV(_ = tile.move @N) (MTE1) with no happens-before edge; missing set_flag(MTE1, MTE2) / wait_flag(MTE1, MTE2) between them |  | "
# status: fixed
# oracle: soundness
# property: hazard
# pass:
# profile: StructuredCtrlFlow
# backend: Ascend950
# faults:
# seed: 5860842249529926241
# case: 951
# generator: gen/v1
# statements: 23
# count: 1
# first_seen: 2026-11-30T01:44:45Z
# last_seen: 2026-11-30T01:44:45Z
# choices: 99.25.101.9.2.10.1.7.4.63.0.1.2.1.1.15.86.88.6.85.57.0.14.37.95.61.6.2.1.1.25.3.2.2.88.58.2.71.99.1.2.2.75.22.2.49.81.0.59.41.92.0.3.3.1.3.68.0.0.1.0.0.28.1.0.69.59.67.7.2.2.2.25.2.52.26.21.0.5.70.2.0*4.13.61.58.101.79.33.0.2.1.80.89.12.93.4.66.17.15.3.0.3.35.96.60.1.1.2.25.1.65.20.0.28.8.69.36.14.6.99.1.2.1.10.1.43.1.24.73.2.69.0.1.1.63.56.1.47.76.28.20.7.0.7.4.7.76.69.2.2.0.6.0.0.9.11.56.8.10.1.79.1.1.1.97.48.0.5.10.97.32.35.77.15.5.10.33.68.2.13.2.0.96.15.90.0.2.4.1.31.50.6.30.55.15.4.5.4.13.1.62.88.3.1.0.1.0.11.58

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT32], x_1: pl.Tensor[[4, 128], pl.INT8], x_2: pl.Tensor[[128, 128], pl.INT8], x_3: pl.Tensor[[2, 128, 128], pl.FP16], x_4: pl.Tensor[[64, 64], pl.INT8], x_5: pl.Tensor[[32, 512], pl.FP32], x_6: pl.Tensor[[512, 128], pl.FP32], x_7: pl.Tensor[[2, 128], pl.FP32], x_8: pl.Tensor[[64, 16], pl.BF16], x_9: pl.Tensor[[32, 64], pl.BF16], out: pl.Out[pl.Tensor[[64, 1], pl.INT32]]) -> pl.Tensor[[64, 1], pl.INT32]:
        t: pl.Tile[[32, 8], pl.INT32] = pl.tile.load(x, [32, 8], [32, 8], [32, 8], target_memory=None)
        r: pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec] = pl.tile.row_sum(t, t)
        for i, (c,) in pl.range(0, 16, 2, init_values=(r,)):
            t_1: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_1, [i % 4 * 1, 64], [1, 32], [1, 32], target_memory=None)
            t_2: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_2, [i % 4 * 32, 64], [32, 32], [32, 32], target_memory=None)
            g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2, acc_phase=pl.AccPhase.Unspecified)
            t_3: pl.Tile[[2, 64, 128], pl.FP16] = pl.tile.load(x_3, [0, 64, 0], [2, 64, 128], [2, 64, 128], target_memory=None)
            t_4: pl.Tile[[1, 64], pl.INT8] = pl.tile.load(x_2, [26, 0], [1, 64], [1, 64], target_memory=None)
            t_5: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_4, [0, 0], [64, 64], [64, 64], target_memory=None)
            g_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5)
            g_2: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_1, t_4, t_5)
            if i >= 1:
                continue
            for i_1 in pl.unroll(4, 0, -1):
                t_6: pl.Tile[[16, 128], pl.FP32, pl.TileView(valid_shape=[8, 128])] = pl.tile.load(x_5, [16, i_1 % 4 * 128], [16, 128], [8, 128], target_memory=None)
                t_7: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_6, [128, 64], [128, 64], [128, 64], target_memory=None)
                t_8: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x_7, [i_1 % 2 * 1, 64], [1, 64], [1, 64], target_memory=None)
                acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t_6, t_7, t_8)
                t_9: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_8, [0, 0], [16, 16], [16, 16], target_memory=None)
                t_10: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x_9, [i_1 % 2 * 16, 0], [16, 32], [16, 32], target_memory=None)
                acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, t_6, t_7, i_1 == 0)
            c_1: pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec] = pl.yield_(pl.tile.abs(c))
        h: pl.Tile[[32, 1], pl.INT8, pl.Mem.Vec] = pl.tile.cast(c_1, target_type=pl.INT8, mode='trunc')
        o: pl.Tensor[[64, 1], pl.INT32] = pl.tile.store(c_1, [32, 0], out)
        return o
