# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (MTE1) reads aic0 L1[N, N) at pitch N, but aic0#N TLOAD(_ = tile.load @N) (MTE2) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: RuntimeScopesMaterialized
# backend: Ascend950
# faults:
# seed: 4243359554835498406
# case: 156756
# generator: gen/v1
# statements: 39
# count: 1
# first_seen: 2026-12-03T17:43:25Z
# last_seen: 2026-12-03T17:43:25Z
# choices: 16.72.2.7.0.1.7.6.29.8.37.3.0.1.0.1.46.74.0.75.4.17.77.34.13.5.81.0*5.91.1.90.49.13.2.71.5.10.25.15.1.1.0.1.0.50.17.37.96.0.2.5.2.60.17.2.1.0.0.1.0.0.54.36.58.92.13.1.59.13.40.39.0.10.65.51.9.32.89.1.0.1.1.0.1.0.22.17.89.6.77.23.1.1.80.62.1.14.73.55.3.3.43.51.3.79.6.1.27.70.12.48.3.83.5.0.0.47.59.8.59.81.57.45.4.11.2.26.44.14.121.20.5.25.5.2.66.0.65.0.13.3.5.2.68.20.13.2.0.2.0.2.30.30.99.47.3.60.11.4.77.0.0.2.0.2.17.90.90.5.68.13.41.88.6.73.10.3.93.59.46.6.11.3.69.34.0.20.70.2.16.95.43.14.2.3.5.89.69.0.2.1.2.1.92.7.20.81.67.1.80.14.86.4.73.0.43.2.32.5.25.9.2.85.2.0.1.0.1.92.0.30.84.68.28.63.72.57.2.10.2.4.69.56.22.2.13.3.77.81.5.4.76.3.75.34.0.21.74.4.41.23.65.20.4.2.4.0.44.50.34.2.2.2.1.2.48.61.74.34.11.7.68.1.1.1.1.0.97.0.62.63.13.24.49.31.22.99.61.0.38.1.3.0.3.74.80.39.3.1.1.12.20.54.70.0.3.63.0.0.2.0.1.5.55.53.4.30.24.19.82.58

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP16], x_1: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 1], pl.FP32]], x_2: pl.Tensor[[4, 64, 32], pl.FP32], out_1: pl.Out[pl.Tensor[[2, 128, 64], pl.FP32]], x_3: pl.Tensor[[32, 256], pl.FP32], rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[64, 64], pl.FP32], x_5: pl.Tensor[[256, 256], pl.INT16], x_6: pl.Tensor[[32, 128], pl.FP32], x_7: pl.Tensor[[128, 128], pl.INT8], x_8: pl.Tensor[[64, 64], pl.INT8], x_9: pl.Tensor[[128, 256], pl.FP32]) -> tuple[pl.Tensor[[32, 1], pl.FP32], pl.Tensor[[2, 128, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x, [0, 64], [16, 64], [16, 64], target_memory=None)
        l: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[15, 64])] = pl.tile.set_validshape(t, 15, 64)
        t_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t_1)
        mv: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tmp: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ep: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 1])] = pl.tile.row_sum(mv, tmp)
        o: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(ep, [16, 0], out)
        t_2: pl.Tile[[2, 64, 32], pl.FP32] = pl.tile.load(x_2, [2, 0, 0], [2, 64, 32], [2, 64, 32], target_memory=None)
        v: pl.Tile[[2, 64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.div(t_2, t_2)
        o_1: pl.Tensor[[2, 128, 64], pl.FP32] = pl.tile.store(v, [0, 64, 0], out_1)
        for i, (c, c_1, c_2) in pl.range(1, init_values=(t_2, v, mv)):
            c_3, c_4, c_5 = pl.yield_(c, c_1, c_2)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 15], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c_5)
        v_1: pl.Tile[[2, 64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(t_2, 2.0)
        t_3: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_3, [0, 128], [32, 64], [32, 64], target_memory=None)
        ln: pl.Tile[[32, 64], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 32), 64])] = pl.tile.set_validshape(t_3, pl.min(rows, 32), 64)
        t_4: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_4, [0, 32], [64, 16], [64, 16], target_memory=None)
        rp: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
        acc_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 32), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, rp)
        m: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.move(acc_1, target_memory=pl.Mem.Mat)
        vs: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(m, 16, 16)
        tv_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 16], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(vs)
        t_5: pl.Tile[[64, 128], pl.INT16, pl.TileView(valid_shape=[20, 128])] = pl.tile.load(x_5, [128, 128], [64, 128], [20, 128], target_memory=None)
        tv_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 16])] = pl.tile.transpose_view(tv_1)
        l_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, 16], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tv_2)
        l_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[15, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(l_1, 15, 32)
        t_6: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_6, [0, 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_2, t_6)
        acc_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_2, l_2, t_6)
        vs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_3, 1, 64)
        vs_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(vs_1, 1, 64)
        t_7: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_7, [32, 64], [32, 32], [32, 32], target_memory=None)
        t_8: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_8, [32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        c_6: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c_6, t_7, t_8, True)
        t_9: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_3, [16, 128], [16, 128], [16, 128], target_memory=None)
        t_10: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_9, [0, 64], [128, 64], [128, 64], target_memory=None)
        acc_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_9, t_10)
        return o, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP16], x_1: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 1], pl.FP32]], x_2: pl.Tensor[[4, 64, 32], pl.FP32], out_1: pl.Out[pl.Tensor[[2, 128, 64], pl.FP32]], x_3: pl.Tensor[[32, 256], pl.FP32], x_4: pl.Tensor[[64, 64], pl.FP32], x_5: pl.Tensor[[256, 256], pl.INT16], x_6: pl.Tensor[[32, 128], pl.FP32], x_7: pl.Tensor[[128, 128], pl.INT8], x_8: pl.Tensor[[64, 64], pl.INT8], x_9: pl.Tensor[[128, 256], pl.FP32]) -> tuple[pl.Tensor[[32, 1], pl.FP32], pl.Tensor[[2, 128, 64], pl.FP32]]:
        r: pl.Tuple[pl.Tensor[[32, 1], pl.FP32], pl.Tensor[[2, 128, 64], pl.FP32]] = self.kernel(x, x_1, out, x_2, out_1, x_3, 59, x_4, x_5, x_6, x_7, x_8, x_9)
        return r[0], r[1]
