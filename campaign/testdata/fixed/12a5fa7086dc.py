# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N SET_FLAG(system.sync_src @N): a AIV core has no pipe MTE1 |  | "
# status: fixed
# oracle: simdiag
# property: illegal
# pass:
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 8931161738625002862
# case: 1761
# generator: gen/v1
# statements: 50
# count: 2
# first_seen: 2026-11-30T01:45:06Z
# last_seen: 2026-11-30T01:45:14Z
# choices: 81.99.9.35.99.65.5.24.10.1.4.7.46.65.70.2.1.0.42.0.0.85.75.3.22.69.14.13.5.27.1.1.0.7.0.0.39.18.17.41.0.1.1.26.0.62.56.12.49.51.6.5.91.0.90.41.83.4.3.3.36.81.3.1.2.27.1.29.3.61.69.66.6.3.1.7.40.2.50.0.25.0.9.36.0.1.2.68.23.2.18.21.59.7.84.50.6.9.5.28.0.0.19.1.31.92.8.18.1.2.1.47.0.53.19.50.15.13.5.5.3.31.1.0.2.68.40.1.54.50.12.22.96.3.1.1.1.0.81.99.86.2.8.67.26.29.10.7.4.0.4.98.5.118.13.64.47.6.40.92.3.50.90.0.39.71.10.104.15.0*4.41.24.1.0.64.23.2.0.76.8.45.15.85.15.2.0*4.36.28.44.12.75.33.0*3.45.55.95.10.64.37.0.14.51.89.65.7.0.2.2.85.0.2.1.21.1.96.13.22.0.2.1.67.47.0.42.88.1.32.1.29.74.14.4.0.81.47.10.89.20.3.87.50.5.36.2.1.77.32.67.0.1.5.37.65.1.2.2.75.8.1.87.76.16.115.61.11.45.57.3.11.8.1.6.25.89.58.31.3.2.4.47.26.9.8.3.0.19.1.47.33.3.0.3.5.88.19.3.1.0.41.2.2.71.99.2.81.29.3.13.71.59.3.14.15.88.58.72.6.0.1.95.74.15.70.0.31.70.45.12.0.66.1.1.0.35.0.0.86.63.9.8.3.9.72.78.28.0.92.3.0.11.84.83.41.17.83.14.10.3.5.75.38.72.0.1.7.37.16.2.55.3.41.0.65.56.9.108.2.59.30.1.6.41.5.5.4.33.27.30.37.12.3.4.23.61.9.4.13.4.1.75.74.69.6.1.6.6.3.2.2.1.0.0.14.69.1.2.2.0.1.67.88.1.90.2.105.11.1.1.0.0.70.15.2.60.22.116.95.0.24.100.12.22.1.1.22.35

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP16], x_1: pl.Tensor[[32, 32], pl.FP16], x_2: pl.Tensor[[2, 64], pl.FP32], x_3: pl.Tensor[[32, 512], pl.BF16], x_4: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.BF16]], out_1: pl.Out[pl.Tensor[[32, 32], pl.BF16]], x_5: pl.Tensor[[4, 128], pl.BF16], x_6: pl.Tensor[[256, 128], pl.BF16], x_7: pl.Tensor[[64, 128], pl.INT16], x_8: pl.Tensor[[64, 16], pl.BF16], n: pl.Scalar[pl.INDEX], x_9: pl.Tensor[[4, 128], pl.FP16], x_10: pl.Tensor[[256, 256], pl.FP16]) -> tuple[pl.Tensor[[64, 64], pl.BF16], pl.Tensor[[32, 32], pl.BF16]]:
        for i in pl.pipeline(1, stage=3):
            t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
            rs: pl.Tile[[16, 16], pl.FP16] = pl.tile.reshape(t, [16, 16])
            l: pl.Tile[[16, 16], pl.FP16] = pl.tile.reshape(rs, [16, 16])
            t_1: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
            t_2: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_2, [0, i % 2 * 32], [1, 32], [1, 32], target_memory=None)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l, t_1, t_2)
            t_3: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x_3, [16, 384], [16, 128], [16, 128], target_memory=None)
            t_4: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 32], [1, 32], target_memory=None)
            t_5: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_4, [i % 2 * 32, 32], [32, 16], [32, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5)
            e: pl.Scalar[pl.FP16] = pl.tile.read(rs, [9, 5])
        for i_1 in pl.pipeline(0, 8, 2, stage=2):
            pass
        t_6: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_3, [0, 64], [32, 32], [32, 32], target_memory=None)
        p: pl.Tile[[32, 32], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6)
        o: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(p, [32, 0], out)
        for i_2 in pl.range(4, 0, -1):
            h: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.cast(p, target_type=pl.FP32, mode='ceil')
            tv: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(h)
            for i_3 in pl.range(2):
                sl: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.slice(tv, [32, 32], [0, 0])
        o_1: pl.Tensor[[32, 32], pl.BF16] = pl.tile.store(p, [0, 0], out_1)
        o_2: pl.Tensor[[32, 32], pl.BF16] = pl.tile.store(p, [0, 0], o_1)
        for i_4, (c,) in pl.pipeline(3, stage=3, init_values=(p,)):
            t_7: pl.Tile[[1, 64], pl.BF16] = pl.tile.load(x_5, [1, i_4 % 2 * 64], [1, 64], [1, 64], target_memory=None)
            t_8: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_6, [i_4 % 4 * 64, 0], [64, 64], [64, 64], target_memory=None)
            g_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8, acc_phase=pl.AccPhase.Partial)
            g_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_1, t_7, t_8)
            h_1: pl.Tile[[64, 64], pl.INT8, pl.Mem.Vec] = pl.tile.cast(t_8, target_type=pl.INT8, mode='none')
            t_9: pl.Tile[[16, 32], pl.INT16] = pl.tile.load(x_7, [i_4 % 4 * 16, 32], [16, 32], [16, 32], target_memory=None)
            tr: pl.Tile[[32, 16], pl.INT16] = pl.tile.transpose(t_9, 0, 1, t_9)
            rs_1: pl.Tile[[32, 16], pl.INT16] = pl.tile.reshape(tr, [32, 16])
            fp: pl.Tile[[16, 32], pl.INT16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_9)
            c_1: pl.Tile[[32, 32], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(c)
        t_10: pl.Tile[[16, 128], pl.INT16, pl.TileView(valid_shape=[15, 128])] = pl.tile.load(x_7, [16, 0], [16, 128], [15, 128], target_memory=None)
        for i_5, (c_2, c_3) in pl.range(16, 0, -2, init_values=(t_10, t_10)):
            t_11: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_8, [0, 0], [32, 16], [32, 16], target_memory=None)
            acc_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_1, t_11)
            ep: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_1, 0.5)
            s: pl.Scalar[pl.INDEX] = pl.min(n, 12)
            if s <= 4:
                pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=5)
                pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=5)
                t_12: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_4, [48, 0], [16, 32], [16, 32], target_memory=None)
            h_2: pl.Tile[[32, 16], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep, target_type=pl.INT32, mode='ceil')
            c_4, c_5 = pl.yield_(c_3, c_3)
        t_13: pl.Tile[[1, 64], pl.FP16] = pl.tile.load(x_9, [0, 0], [1, 64], [1, 64], target_memory=None)
        t_14: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_10, [0, 64], [64, 64], [64, 64], target_memory=None)
        g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_13, t_14, acc_phase=pl.AccPhase.Partial)
        sl_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.slice(g_3, [16, 32], [0, 0], [15, 32])
        tr_1: pl.Tile[[64, 64], pl.FP16] = pl.tile.transpose(t_14, 0, 1, t_14)
        for i_6 in pl.unroll(0, 4, 2):
            pass
        return o, o_2
