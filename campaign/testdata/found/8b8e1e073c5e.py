# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 1669712583708587628
# case: 288
# generator: gen/v1
# statements: 26
# count: 7
# first_seen: 2026-11-30T02:36:57Z
# last_seen: 2026-11-30T02:37:43Z
# choices: 44.56.100.6.66.36.2.6.35.68.43.4.85.0.3.1.0.23.98.1.2.1.26.0.4.1.92.2.1.2.93.83.90.67.67.65.55.93.16.15.1.1.23.42.81.8.47.79.1.3.5.2.43.51.61.0.2.2.1.2.2.3.71.2.24.78.12.2.13.1.1.0.91.0.96.1.9.4.65.2.75.2.56.3.37.65.31.86.9.3.35.57.2.68.18.20.40.14.87.2.1.1.2.26.99.3.1.0*3.85.0.2.0*3.34.0.69.75.37.52.64.92.98.4.76.2.1.4.68.18.24.15.0.4.5.57.79.19.1.3.5.0.0.77.2.58.72.0.33.3.7.31.2.5.10.64.60.68.78.62.26.0.49.8.81.30.25.5.0.3.7.46.42.73.1.0.2.0.1.41.67.4.27.38.32.12.4.96.2.2.0.1.0.89.0.55.2.84.9.67.0.6.3.13.95.0.3.0.1.0.1.43.46
# note: RF-D1/RF-C3 family (unminimized): a narrowed compact accumulator handed cube->vector on a5 is read at another pitch than mad wrote; the instruction kinds in the message differ from the built-in minimized cases
# found_with: a5-push-pitch
# edited: the dead deep-K chain (t_4, t_5, c, acc_4 to acc_7) removed when AutoTileMatmulL0 took the pinned body, which leaves a matmul_acc with init_cond untiled, so its [64, 2048] INT8 Left operand overflowed L0A before the push was reached; acc_2 lost its init_cond (i == 0) for the same reason: its untiled [128, 256] BF16 Left operand overflowed L0A once the later passes joined the pipeline

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512, 512], pl.BF16], x_1: pl.Tensor[[512, 256], pl.BF16], x_2: pl.Tensor[[128, 256], pl.FP32], x_3: pl.Tensor[[128, 2048], pl.INT8], x_4: pl.Tensor[[8192, 64], pl.INT8], flag: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[128, 64], pl.BF16], x_6: pl.Tensor[[64, 16], pl.BF16], out: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        for i in pl.range(0, 4, 2):
            t: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 256], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            t_1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_1, [i % 2 * 256, i % 4 * 64], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
            acc: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
            acc_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t, t_1)
            acc_2: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t, t_1)
        t_2: pl.Tile[[32, 64], pl.FP32, pl.TileView(valid_shape=[8, 64])] = pl.tile.load(x_2, [32, 128], [32, 64], [8, 64], target_memory=None)
        t_3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        rp: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_3)
        acc_3: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_2, rp)
        mv: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.exp(mv)
        ep_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.row_sum(ep, ep)
        ep_2: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.row_sum(ep_1, ep_1)
        ep_3: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.muls(ep_2, 0.5)
        vs: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_3, 8, 64)
        t_6: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(x, [48, 160], [16, 32], [8, 32], target_memory=None)
        ln: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[pl.min(flag, 8), 32])] = pl.tile.set_validshape(t_6, pl.min(flag, 8), 32)
        t_7: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_1, [160, 160], [32, 16], [32, 16], target_memory=None)
        t_8: pl.Tile[[128, 16], pl.BF16] = pl.tile.load(x_5, [0, 16], [128, 16], [128, 16], target_memory=None)
        tv: pl.Tile[[16, 128], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_8)
        l: pl.Tile[[128, 16], pl.BF16] = pl.tile.transpose_view(tv)
        t_9: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_6, [16, 0], [16, 16], [16, 16], target_memory=None)
        c_1: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_8: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, l, t_9, True)
        o: pl.Tensor[[128, 32], pl.FP32] = pl.tile.store(acc_8, [0, 16], out)
        return o
