# irfuzz corpus v1
# signature: "simdiag | out-of-bounds |  | aiv0#N TSTORE(_ = tile.store @N): GM window offset [_] extent [_] leaves tensor out of shape [_] |  | "
# status: open
# oracle: simdiag
# property: out-of-bounds
# pass:
# profile: TileOps2D
# backend: Ascend950
# faults:
# seed: 1756992555364373226
# case: 24282
# generator: gen/v1
# statements: 43
# count: 6
# first_seen: 2026-12-03T17:43:13Z
# last_seen: 2026-12-03T18:10:44Z
# choices: 31.3.35.52.12.0.5.4.4.81.2.1.2.1.1.74.28.26.33.38.1.6.4.22.78.0.2.2.2.1.2.46.47.0.85.52.3.0.1.0.1.25.75.28.38.6.6.5.2.18.29.34.29.5.2.0.20.80.0.2.0.1.0.81.15.33.71.1.5.7.0.10.12.1.0.2.2.0.2.1.13.12.22.48.10.0.2.0.0.40.3.92.4.111.14.91.14.2.31.57.48.2.96.35.0*3.41.63.50.14.83.75.3.1.1.0.1.0.0.89.77.65.5.2.6.2.1.0.38.60.24.0.2.1.0.1.77.6.73.61.2.38.5.1.57.1.10.76.40.75.5.39.15.5.1.1.89.3.1.1.0.0.42.38.71.44.94.44.1.51.61.3.0.1.0.1.80.42.0.11.16.4.84.33.5.1.5.3.30.72.2.2.1.3.0.59.10.3.98.0.57.73.23.67.18.8.1.6.5.87.23.85.0*5.46.62.74.74.8.17.68.3.2.0.1.0.77.28.76.30.74.1.7.4.4.91.50.1.0.0.2.0.0.3.21.4.11.11.20.50.6.89.0.52.68.3.60.13.74.0.70.6.44.47.32.13.4.78.2.1.2.0.1.17.10.65.8.65.7.35.4.42.18.7.1.48.94.4.3.82.11.94.5.15.37.85.1.2.2.3.59.50.2.2.2.1.3.2.1.92.0.57.47.14.81.80.1.0.0.1.0.0.1.0.23.89.7.94.90.2.77.87.3.93.34.2.0.77.44.9.7.96.2.0.0.95.12.78.35.57.0.5.5.0.53.16.1.46.1.10.0.0.44.27.12.4.1.1.39.94.86.5.64.9.2.11.93.82.0.17.92.2.102.81.12.8.5.34.10.2.0.1.82.47.9.28.65.1.0.0.1.0.43.31.21.0.3.1.64.97.1.1.2.0.3.88.74.48.2.75.17.0*3.1.0*3.6.7.23

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.INT32], x_1: pl.Tensor[[128, 256], pl.INT32], out: pl.Out[pl.Tensor[[32, 128], pl.INT32]], x_2: pl.Tensor[[128, 64], pl.FP32], x_3: pl.Tensor[[4, 128, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], out_1: pl.Out[pl.Tensor[[8, 64, 8], pl.FP32]], x_4: pl.Tensor[[128, 64], pl.INT8], x_5: pl.Tensor[[64, 64], pl.INT8], out_2: pl.Out[pl.Tensor[[32, 64], pl.INT8]], x_6: pl.Tensor[[128, 64], pl.BF16], x_7: pl.Tensor[[32, 64], pl.FP16], x_8: pl.Tensor[[4, 64], pl.FP32], x_9: pl.Tensor[[4, 8, 64], pl.INT32], x_10: pl.Tensor[[64, 128], pl.INT8], x_11: pl.Tensor[[16, 256, 128], pl.BF16], out_3: pl.Out[pl.Tensor[[4, 64, 128], pl.BF16]], x_12: pl.Tensor[[32, 512], pl.FP16], out_4: pl.Out[pl.Tensor[[4, 64, 128], pl.BF16]]) -> tuple[pl.Tensor[[32, 128], pl.INT32], pl.Tensor[[8, 64, 8], pl.FP32], pl.Tensor[[32, 64], pl.INT8], pl.Tensor[[4, 64, 128], pl.BF16], pl.Tensor[[4, 64, 128], pl.BF16]]:
        t: pl.Tile[[32, 16], pl.INT32] = pl.tile.load(x, [32, 16], [32, 16], [32, 16], target_memory=None)
        r: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.col_sum(t)
        t_1: pl.Tile[[32, 64], pl.INT32] = pl.tile.load(x_1, [64, 64], [32, 64], [32, 64], target_memory=None)
        o: pl.Tensor[[32, 128], pl.INT32] = pl.tile.store(t_1, [0, 64], out)
        c: pl.Tile[[64, 64], pl.INT32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        t_2: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_2, [32, 0], [32, 64], [32, 64], target_memory=None)
        t_3: pl.Tile[[4, 32, 8], pl.FP32] = pl.tile.load(x_3, [0, 64, 8], [4, 32, 8], [4, 32, 8], target_memory=None)
        ex: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.extract(t_2, 0, 0, [32, 16], target_memory=pl.Mem.Mat)
        vs: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.set_validshape(ex, pl.min(rows, 32), 16)
        o_1: pl.Tensor[[32, 128], pl.INT32] = pl.tile.store(t_1, [0, 0], o)
        o_2: pl.Tensor[[8, 64, 8], pl.FP32] = pl.tile.store(t_3, [4, 0, 0], out_1)
        t_4: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_4, [0, 32], [32, 32], [32, 32], target_memory=None)
        t_5: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x, [57, 32], [1, 32], [1, 32], target_memory=None)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_4, t_4, t_5)
        t_6: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=None)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_4, t_6)
        o_3: pl.Tensor[[32, 64], pl.INT8] = pl.tile.store(t_6, [0, 32], out_2)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=4)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=4)
        t_7: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_6, [96, 0], [32, 32], [32, 32], target_memory=None)
        rs: pl.Tile[[16, 64], pl.BF16] = pl.tile.reshape(t_7, [16, 64])
        t_8: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x_7, [0, 0], [32, 64], [32, 64], target_memory=None)
        lt: pl.Tile[[64, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_8)
        t_9: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x_8, [1, 0], [1, 64], [1, 64], target_memory=None)
        acc_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(lt, t_8, t_9)
        t_10: pl.Tile[[4, 8, 16], pl.INT32, pl.TileView(valid_shape=[3, 8, 16])] = pl.tile.load(x_9, [0, 0, 48], [4, 8, 16], [3, 8, 16], target_memory=None)
        p: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6, pad_value=pl.PadValue.zero)
        l: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(p, 31, 32)
        t_11: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_10, [0, 32], [32, 32], [32, 32], target_memory=None)
        acc_3: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, t_11)
        v: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.divs(t_11, pl.const(3, pl.INT32))
        t_12: pl.Tile[[4, 64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_11, [12, 128, 64], [4, 64, 64], [4, 64, 64], target_memory=pl.Mem.Vec)
        o_4: pl.Tensor[[4, 64, 128], pl.BF16] = pl.tile.store(t_12, [0, 0, 64], out_3)
        for i, (o_5, o_6, c_1) in pl.range(0, 4, 2, init_values=(o_2, o_4, t_12)):
            o_7: pl.Tensor[[4, 64, 128], pl.BF16] = pl.tile.store(c_1, [0, 0, i % 2 * 64], o_6)
            t_13: pl.Tile[[2, 32, 32], pl.FP32] = pl.tile.load(x_3, [2, 0, 0], [2, 32, 32], [2, 32, 32], target_memory=None)
            o_8, o_9, c_2 = pl.yield_(o_5, o_7, c_1)
        for i_1, (c_3, o_10) in pl.range(4, init_values=(c_2, o_9)):
            tmp: pl.Tile[[4, 64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.create([4, 64, 64], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            r_1: pl.Tile[[4, 64, 1], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(c_3, tmp)
            x_13: pl.Tile[[4, 64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.row_expand_mul(c_3, r_1)
            c_4, o_11 = pl.yield_(x_13, o_10)
        o_12: pl.Tensor[[4, 64, 128], pl.BF16] = pl.tile.store(c_4, [0, 0, 64], o_11)
        t_14: pl.Tile[[16, 128], pl.FP16] = pl.tile.load(x_12, [0, 384], [16, 128], [16, 128], target_memory=None)
        o_13: pl.Tensor[[4, 64, 128], pl.BF16] = pl.tile.store(c_2, [0, 0, 0], out_4)
        return o_1, o_8, o_3, o_12, o_13
