# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(_ = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 6587894340167202615
# case: 697
# generator: gen/v1
# statements: 39
# count: 2
# first_seen: 2026-11-30T02:37:11Z
# last_seen: 2026-11-30T02:37:11Z
# choices: 2.26.92.2.41.9.3.6.0.64.13.18.2.0.1.0.0.89.48.90.2.1.95.11.1.69.1.1.0.1.0.52.96.75.0.6.12.3.7.1.81.6.20.0*3.28.43.14.76.14.7.87.2.1.2.0.2.65.70.17.74.71.56.19.7.2.4.42.73.5.9.3.2.1.6.51.91.40.2.2.1.2.1.68.3.68.56.49.98.13.2.25.2.1.0.98.0.7.96.2.60.58.87.8.5.8.9.72.1.1.0.1.0.69.45.90.7.0.1.0.85.4.53.4.60.2.45.3.62.1.10.27.58.17.110.87.2.5.22.41.49.4.4.6.65.79.0.1.1.0.1.21.52.4.79.87.0.82.27.12.3.38.63.0.13.0.1.2.1.20.98.92.0.2.2.0.1.20.3.89.21.24.91.13.5.76.1.1.2.1.0.74.15.85.72.28.94.6.15.7.3.6.1.79.25.76.2.2.0.1.0.49.39.34.41.15.0.55.1.1.0.1.0.93.1.92.92.31.9.1.4.93.48.94.0.32.33.21.11.4.98.2.0.2.0.0.47.30.5.43.14.22.52.6.0.1.0.5.74.61.50.19
# note: RF-D1/RF-C3 family (unminimized): a narrowed compact accumulator handed cube->vector on a5 is read at another pitch than mad wrote; the instruction kinds in the message differ from the built-in minimized cases
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[32, 32], pl.FP32], x_2: pl.Tensor[[64, 64], pl.FP32], x_3: pl.Tensor[[128, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_4: pl.Tensor[[32, 32], pl.INT8], x_5: pl.Tensor[[256, 128], pl.FP16], x_6: pl.Tensor[[64, 128], pl.FP16], x_7: pl.Tensor[[256, 32], pl.FP32], x_8: pl.Tensor[[64, 16], pl.FP32], x_9: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.INT32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        ln: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(t, rows, 16)
        t_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_1, [16, 0], [16, 32], [16, 32], target_memory=None)
        rp: pl.Tile[[16, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_1)
        acc: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, rp)
        t_2: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        t_3: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_2, [0, 32], [32, 16], [32, 16], target_memory=None)
        acc_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, ln, rp)
        acc_2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, ln, rp)
        mv: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 1])] = pl.tile.row_sum(mv, mv)
        t_4: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[8, 64])] = pl.tile.load(x_3, [64, 64], [32, 64], [8, 64], target_memory=None)
        t_5: pl.Tile[[64, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_3, [64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        f: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.INT32, value=-1)
        bm: pl.Tile[[1, 64], pl.INT32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t_4, t_5, bm)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(acc_3, [32, 0], out)
        mv_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        h: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.cast(mv_1, target_type=pl.FP16, mode='none')
        ep_1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.exp(h)
        ep_2: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.exp(ep_1)
        ep_3: pl.Tile[[32, 1], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.row_sum(ep_2, ep_2)
        ep_4: pl.Tile[[32, 1], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.muls(ep_3, 0.5)
        ep_5: pl.Tile[[32, 1], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.add(ep_4, ep_4)
        v: pl.Tile[[32, 1], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 1])] = pl.tile.sub(ep_3, ep_5)
        t_6: pl.Tile[[16, 16], pl.INT8] = pl.tile.load(x_4, [0, 16], [16, 16], [16, 16], target_memory=None)
        v_1: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.muls(t_6, pl.const(3, pl.INT8))
        t_7: pl.Tile[[64, 32], pl.FP16, pl.TileView(valid_shape=[16, 32])] = pl.tile.load(x_5, [0, 32], [64, 32], [16, 32], target_memory=None)
        t_8: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_6, [32, 0], [32, 32], [32, 32], target_memory=None)
        acc_4: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_7, t_8)
        acc_5: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_4, t_7, t_8)
        t_9: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_7, [64, 0], [64, 32], [64, 32], target_memory=None)
        t_10: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_8, [32, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        rp_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_10)
        acc_6: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_5, t_7, t_8, rows == 4)
        t_11: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_9, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc_7: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_6, t_7, t_8)
        f_1: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec] = pl.tile.full([64, 16], dtype=pl.FP16, value=0.0)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], x_1: pl.Tensor[[32, 32], pl.FP32], x_2: pl.Tensor[[64, 64], pl.FP32], x_3: pl.Tensor[[128, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_4: pl.Tensor[[32, 32], pl.INT8], x_5: pl.Tensor[[256, 128], pl.FP16], x_6: pl.Tensor[[64, 128], pl.FP16], x_7: pl.Tensor[[256, 32], pl.FP32], x_8: pl.Tensor[[64, 16], pl.FP32], x_9: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.INT32]:
        r: pl.Tensor[[64, 64], pl.INT32] = self.kernel(x, 51, x_1, x_2, x_3, out, x_4, x_5, x_6, x_7, x_8, x_9)
        return r
