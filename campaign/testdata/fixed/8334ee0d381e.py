# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / for _ / body / stmt N / for _ / body / stmt N / if / else / stmt N / assign _ / tile.move / args[_]: c vs c (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 3454832485010625348
# case: 1946
# generator: gen/v1
# statements: 56
# count: 1
# first_seen: 2026-11-30T01:45:12Z
# last_seen: 2026-11-30T01:45:12Z
# choices: 35.26.28.12.89.8.70.3.3.10.2.6.0.23.0.2.1.1.1.55.7.26.45.15.47.6.3.1.0.1.0.34.65.18.110.50.12.4.60.13.47.10.1.2.1.3.61.0.30.16.19.14.8.2.10.44.25.93.63.10.6.83.41.54.4.3.5.21.5.0*5.71.9.25.9.5.1.65.85.26.83.73.25.21.18.6.8.11.55.96.3.96.34.2.14.79.27.3.5.25.67.33.67.6.3.4.77.56.3.2.0.51.2.0.37.92.82.17.77.4.70.22.9.22.6.98.39.96.1.1.5.1.53.77.2.0.2.1.0.59.0.26.1.52.81.55.31.13.2.1.63.15.24.48.13.2.2.59.70.7.2.3.6.26.3.2.2.60.15.0.39.1.3.2.0.18.1.0.88.79.1.33.39.92.1.5.4.1.60.93.2.2.2.1.21.2.74.72.6.58.54.37.9.7.0.1.2.0.0.7.77.4.11.70.9.117.3.51.69.1.60.9.6.37.35.4.0.45.2.75.12.1.10.82.61.40.23.29.58.7.1.2.30.51.10.87.5.3.99.38.91.5.5.4.41.63.1.2.1.2.3.93.11.6.29.3.10.2.4.0.62.18.95.20.33.38.1.3.5.8.17.15.43.3.3.2.52.33.58.0.6.0.30.8.2.7.0.38.98.92.0.94.50.3.5.27.42.99.8.95.25.0.9.76.2.2.3.70.84.1.15.39.13.55.3.0.6.59.2.2.1.38.3.38.0.44.46.0.91.20.0.38.73.0.93.23.21.26.1.15.3.45.1.2.69.15.72.6.3.3.0.80.0.46.81.2.24.3.9.7.81.3.2.0.89.96.7.66.76.0.12.93.31.1.11.37.78.86.93.60.0.6.8.97.78.36.13.6.29.27.15.8.64.50.0.84.75.0.84.22.49.7.25.84.41.37.0.1.5.4.21.2.0.84.82.46.25.61.67.0.5.3.93.77.2.2.0.7.3.0.49.4.34.87.25.86.95.11.52.77.13.53.4.9.7.77.1.84.93.83.58.4.1.3.90.4.65.2.52.3.29.85.6.3.72.6.3.5.42.11.0.86.14.3.1.0.77.74.11.1.4.1.51.65

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]], x_1: pl.Tensor[[16, 128], pl.INT16], x_2: pl.Tensor[[256, 128], pl.INT32], x_3: pl.Tensor[[4, 128, 64], pl.FP16], x_4: pl.Tensor[[4, 512], pl.INT8], x_5: pl.Tensor[[512, 64], pl.INT8], x_6: pl.Tensor[[16, 128, 32], pl.FP16], x_7: pl.Tensor[[128, 64], pl.INT32], flag: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[4, 32], pl.FP32], x_9: pl.Tensor[[64, 32], pl.BF16]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x, [64, 64], [64, 64], [64, 64], target_memory=None)
        v: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(t, t)
        o: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(v, [64, 0], out)
        v_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v, v)
        ex: pl.Tile[[32, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(v_1, 32, 48, [32, 16], target_memory=pl.Mem.Left)
        v_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, v_1)
        r: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(v_2, v_2)
        x_10: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(v_2, r)
        t_1: pl.Tile[[16, 128], pl.INT16] = pl.tile.load(x_1, [0, 0], [16, 128], [16, 128], target_memory=None)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE2, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE2, event_id=1)
        if flag != 2:
            v_3: pl.Tile[[16, 128], pl.INT16, pl.Mem.Vec] = pl.tile.add(t_1, t_1)
            for i, (c, c_1) in pl.range(8, init_values=(v_3, ex)):
                t_2: pl.Tile[[64, 128], pl.INT32] = pl.tile.load(x_2, [128, 0], [64, 128], [64, 128], target_memory=None)
                if i >= 2:
                    pass
                else:
                    pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.S, event_id=6)
                    pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.S, event_id=6)
                    t_3: pl.Tile[[4, 32, 32], pl.FP16] = pl.tile.load(x_3, [0, 0, 32], [4, 32, 32], [4, 32, 32], target_memory=None)
                    rs: pl.Tile[[16, 32], pl.FP32, pl.Mem.Left] = pl.tile.reshape(c_1, [16, 32])
                t_4: pl.Tile[[1, 128], pl.INT8] = pl.tile.load(x_4, [i % 4 * 1, 0], [1, 128], [1, 128], target_memory=None)
                t_5: pl.Tile[[128, 64], pl.INT8] = pl.tile.load(x_5, [128, 0], [128, 64], [128, 64], target_memory=None)
                g: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5, acc_phase=pl.AccPhase.Partial)
                g_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_4, t_5)
                t_6: pl.Tile[[4, 32, 16], pl.FP16] = pl.tile.load(x_6, [8, i % 4 * 32, i % 2 * 16], [4, 32, 16], [4, 32, 16], target_memory=None)
                sl: pl.Tile[[16, 32], pl.INT16, pl.Mem.Vec] = pl.tile.slice(v_3, [16, 32], [0, 0])
                fp: pl.Tile[[16, 32], pl.INT16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
                tv: pl.Tile[[64, 16], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g_1)
                t_7: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_5, [i % 8 * 64, 32], [64, 32], [64, 32], target_memory=None)
                rp: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_7)
                acc: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_5, rp)
                h: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t_2, target_type=pl.FP16, mode='round')
                t_8: pl.Tile[[32, 32], pl.INT32] = pl.tile.load(x_7, [96, i % 2 * 32], [32, 32], [32, 32], target_memory=None)
                c_2, c_3 = pl.yield_(c, c_1)
        else:
            h_1: pl.Tile[[64, 64], pl.INT32, pl.Mem.Vec] = pl.tile.cast(x_10, target_type=pl.INT32, mode='trunc')
        t_9: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [112, 0], [16, 64], [16, 64], target_memory=None)
        for i_1, (c_4,) in pl.range(0, 16, 2, init_values=(v_2,)):
            for i_2, (c_5, c_6, c_7) in pl.pipeline(3, 0, -1, stage=2, init_values=(c_4, flag, c_4)):
                t_10: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_8, [3, 0], [1, 16], [1, 16], target_memory=None)
                t_11: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [i_2 % 16 * 16, 0], [16, 64], [16, 64], target_memory=None)
                g_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_10, t_11, acc_phase=pl.AccPhase.Unspecified)
                g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_10, t_11)
                v_4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t_10, t_10)
                c_8, c_9, c_10 = pl.yield_(pl.tile.abs(c_5), c_6, pl.tile.relu(v))
            if flag >= 0:
                pass
            for i_3, (c_11, c_12) in pl.range(2, 0, -1, init_values=(c_10, c_10)):
                if i_3 != 5:
                    s: pl.Scalar[pl.INDEX] = i_3 % 30
                    c_13: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c_12)
                else:
                    p: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(x_10)
                    t_12: pl.Tile[[16, 32], pl.INT16] = pl.tile.load(x_1, [0, i_3 % 4 * 32], [16, 32], [16, 32], target_memory=None)
                    t_13: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[12, 32])] = pl.tile.load(x_9, [48, 0], [16, 32], [12, 32], target_memory=None)
                    v_5: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.recip(t_13)
                    acc_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_11, c_12)
                    acc_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, c_11, c_12)
                    ep: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, c_11)
                    ep_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(ep)
                    ep_2: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ep_1, ep_1)
                    ep_3: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ep_2, 0.5)
                    c_13: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.tile.relu(v_2))
                c_14, c_15 = pl.yield_(pl.tile.exp(c_13), pl.tile.relu(c_13))
            c_16: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.tile.neg(c_15))
        return o
