# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ) |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: PipelineResolved
# backend: Ascend950
# faults:
# seed: 3453926590557218156
# case: 18274
# generator: gen/v1
# statements: 44
# count: 15
# first_seen: 2026-12-03T17:43:12Z
# last_seen: 2026-12-03T18:16:46Z
# choices: 50.5.103.0.0.2.4.76.1.1.1.1.1.37.36.22.1.70.47.38.90.1.5.5.63.62.1.0.1.0.0.5.9.22.96.73.15.72.88.11.5.1.0.66.83.21.108.1.57.57.3.1.1.1.0.51.35.89.9.37.50.23.18.28.2.15.72.21.45.93.8.69.71.3.90.7.1.7.4.16.98.75.2.0.2.0.39.3.13.0.38.55.23.39.14.1.57.0.2.2.16.2.8.3.39.44.7.2.21.85.80.64.54.68.6.3.4.7.29.2.0*4.50.50.3.2.0.17.3.0.56.12.15.4.0.68.0.87.20.103.6.7.51.2.44.31.39.33.2.6.6.23.6.3.2.2.2.1.11.45.8.24.26.5.96.5.3.24.61.6.2.5.6.9.0.101.2.12.56.1.1.2.0.2.64.5.59.67.4.94.4.21.82.35.3.98.7.71.0.52.54.93.8.90.27.2.1.97.54.3.12.62.93.2.93.36.4.3.4.3.36.73.1.0*4.82.43.14.105.7.0.2.0.0.90.89.7.29.84.7.69.10.4.1.74.0.55.90.9.32.84.100.10.73.33.2.1.73.81.3.7.48.46.28.74.6.4.74.46.0.26.70.0.16.33.11.34.11.2.1.83.1.92.16.89.12.15.12.66.37.99.0.4.1.5.72.22.1.0.0.1.0.0.66.79.61.82.55.28.2.12.43.27.58.14.4.8.3.96.8.1.1.18.2.1.3.1.19.26.84.22.9.0.6.22.5.95.53.7.6.45.46.14.21.89.2.0.63.90.75.64.7.3.6.1.9.3.1.1.0.1.24.66.0.2.2.3.0.61.16.5.51

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 128], pl.INT32], x_1: pl.Tensor[[32, 64], pl.INT16], out: pl.Out[pl.Tensor[[64, 64], pl.INT16]], x_2: pl.Tensor[[16, 64], pl.FP16], x_3: pl.Tensor[[64, 128], pl.FP16], x_4: pl.Tensor[[1, 16], pl.FP32], x_5: pl.Tensor[[64, 16], pl.FP32], x_6: pl.Tensor[[256, 256], pl.INT8], x_7: pl.Tensor[[64, 256], pl.INT8], rows: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[128, 16], pl.BF16], x_9: pl.Tensor[[2, 16, 64], pl.INT16], x_10: pl.Tensor[[2, 128], pl.FP32], x_11: pl.Tensor[[256, 128], pl.FP32]) -> pl.Tensor[[64, 64], pl.INT16]:
        t: pl.Tile[[16, 64], pl.INT32] = pl.tile.load(x, [16, 64], [16, 64], [16, 64], target_memory=None)
        vs: pl.Tile[[16, 64], pl.INT32, pl.TileView(valid_shape=[1, 64])] = pl.tile.set_validshape(t, 1, 64)
        t_1: pl.Tile[[32, 32], pl.INT16] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=None)
        tmp: pl.Tile[[32, 32], pl.INT16, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.INT16, target_memory=pl.Mem.Vec)
        r: pl.Tile[[32, 1], pl.INT16, pl.Mem.Vec] = pl.tile.row_max(t_1, tmp)
        for i in pl.parallel(2):
            pass
        o: pl.Tensor[[64, 64], pl.INT16] = pl.tile.store(t_1, [32, 0], out)
        for i_1 in pl.pipeline(8, stage=2):
            v: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.add(vs, vs)
            v_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.exp(v)
            t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[8, 16])] = pl.tile.load(x_2, [0, 48], [16, 16], [8, 16], target_memory=None)
            t_3: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_3, [32, 96], [16, 32], [16, 32], target_memory=None)
            c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t_2, t_3, True)
            t_4: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_4, [0, 0], [1, 16], [1, 16], target_memory=None)
            t_5: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_5, [48, 0], [16, 16], [16, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5)
        vs_1: pl.Tile[[32, 1], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 1])] = pl.tile.set_validshape(r, 31, 1)
        t_6: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_6, [128, 64], [64, 64], [64, 64], target_memory=None)
        v_2: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.adds(t, pl.const(3, pl.INT32))
        t_7: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_6, [101, 64], [1, 32], [1, 32], target_memory=None)
        t_8: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_7, [0, 128], [32, 64], [32, 64], target_memory=None)
        g_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
        ln: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[pl.min(rows, 32), 64])] = pl.tile.set_validshape(t_8, pl.min(rows, 32), 64)
        f: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.INT32, value=0)
        bm: pl.Tile[[1, 64], pl.INT32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 32), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_6, bm)
        for i_2, (c_1, acc_2, o_1) in pl.pipeline(16, 0, -2, stage=2, init_values=(bm, acc_1, o)):
            t_9: pl.Tile[[128, 16], pl.BF16] = pl.tile.load(x_8, [0, 0], [128, 16], [128, 16], target_memory=None)
            sl: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[20, 64])] = pl.tile.slice(t_8, [32, 64], [0, 0], [20, 64])
            c_2, acc_3, o_2 = pl.yield_(c_1, acc_2, o_1)
        for i_3 in pl.pipeline(0, 8, 2, stage=3):
            for i_4, (acc_4, acc_5) in pl.pipeline(8, 0, -2, stage=3, init_values=(acc_3, g_1)):
                m: pl.Tile[[32, 64], pl.INT8, pl.Mem.Left] = pl.tile.move(t_8, target_memory=pl.Mem.Left)
                acc_6, acc_7 = pl.yield_(acc_4, acc_5)
            mv: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.move(acc_7, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            v_3: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.relu(mv)
            t_10: pl.Tile[[2, 16, 32], pl.INT16] = pl.tile.load(x_9, [0, 0, i_3 % 2 * 32], [2, 16, 32], [2, 16, 32], target_memory=None)
            if i_3 == 1:
                c_3: pl.Tile[[2, 16, 32], pl.INT16] = pl.yield_(t_10)
            else:
                c_3: pl.Tile[[2, 16, 32], pl.INT16] = pl.yield_(t_10)
        e: pl.Scalar[pl.INT32] = pl.tile.read(f, [0, 6])
        x_12: pl.Tile[[32, 1], pl.INT16, pl.Mem.Vec] = pl.tile.row_expand_mul(r, vs_1)
        o_3: pl.Tensor[[64, 64], pl.INT16] = pl.tile.store(x_12, [0, 63], o_2)
        t_11: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x_10, [0, 64], [1, 64], [1, 64], target_memory=None)
        t_12: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_11, [192, 0], [64, 32], [64, 32], target_memory=None)
        g_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_11, t_12)
        g_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_11, t_12)
        return o_3
