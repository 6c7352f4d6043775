# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N SET_FLAG(system.sync_src @N): a AIC core has no pipe V |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults: vector-op-in-mat
# seed: 5882032588900639161
# case: 22
# generator: gen/v1
# statements: 51
# count: 3
# first_seen: 2026-11-30T04:17:30Z
# last_seen: 2026-11-30T04:17:51Z
# choices: 93.42.45.3.47.0.114.49.7.12.2.2.5.14.3.1.0*3.58.1.54.1.0.18.93.10.51.7.3.0.15.1.17.72.0.75.14.1.5.3.92.78.16.0.2.1.2.1.65.43.32.86.6.90.73.92.31.9.48.1.4.5.52.99.91.35.27.64.69.7.0.7.1.84.0.2.0.2.0.0.87.3.0*4.74.93.1.63.89.41.61.54.82.0.0.2.0.70.0.3.4.71.0.1.4.63.1.5.87.0.2.5.39.56.79.7.0.5.4.90.2.0*4.3.6.1.2.2.3.3.62.11.72.13.10.3.3.40.77.2.90.4.60.24.8.4.1.72.2.2.1.2.0.62.57.73.2.5.1.42.31.14.7.0.3.94.27.2.14.3.40.0.29.40.76.7.2.6.6.46.1.2.2.2.2.96.1.35.3.0.1.0.0.88.79.2.15.61.9.0.35.10.27.12.9.0.0.3.34.14.2.4.67.94.9.78.36.0.14.50.58.78.6.3.1.6.87.2.1.1.40.1.49.0.60.63.1.1.0.57.0.0.29.67.13.74.13.3.0.30.0.93.54.8.55.3.1.6.47.2.0.1.78.74.3.7.6.0.5.4.6.94.33.2.3.0.49.0.84.86.1.0.0.85.35.1.29.8.61.6.4.43.2.3.1.19.78.58.2.75.14.51.73.51.16.33.84.15.89.50.4.49.62.2.7.12.0.2.1.0.0.63.97.1.8.62.63.85.14.0.2.4.29.11.10.28.27.2.0.1.0.1.84.16

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.INT16], x_1: pl.Tensor[[512, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[4, 16], pl.BF16], x_3: pl.Tensor[[16, 32], pl.BF16], x_4: pl.Tensor[[1, 32], pl.BF16], x_5: pl.Tensor[[128, 64], pl.BF16], x_6: pl.Tensor[[128, 64], pl.FP16], x_7: pl.Tensor[[4, 256], pl.INT8], x_8: pl.Tensor[[64, 128], pl.INT8], x_9: pl.Tensor[[2, 64], pl.FP32], x_10: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.BF16]]) -> pl.Tensor[[32, 32], pl.BF16]:
        t: pl.Tile[[64, 64], pl.INT16] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=None)
        v: pl.Tile[[64, 64], pl.INT16, pl.Mem.Vec] = pl.tile.subs(t, pl.const(0, pl.INT32))
        for i in pl.pipeline(3, stage=3):
            pass
        t_1: pl.Tile[[128, 32], pl.FP16] = pl.tile.load(x_1, [256, 32], [128, 32], [128, 32], target_memory=None)
        lt: pl.Tile[[32, 128], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_1)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t_1)
        acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lt, t_1, flag > 5)
        if flag < 1:
            t_2: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_2, [2, 0], [1, 16], [1, 16], target_memory=None)
            t_3: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x_3, [0, 0], [16, 32], [16, 32], target_memory=None)
            g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_2, t_3, acc_phase=pl.AccPhase.Partial)
            g_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_2, t_3)
            if flag >= 4:
                mv: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                h: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.cast(mv, target_type=pl.BF16, mode='none')
                h_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.cast(h, target_type=pl.INT32, mode='ceil')
                h_2: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.cast(h_1, target_type=pl.FP16, mode='ceil')
                ep: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.add(h_2, h_2)
                h_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.cast(ep, target_type=pl.FP32, mode='trunc')
                t_4: pl.Tile[[1, 32], pl.BF16] = pl.tile.load(x_4, [0, 0], [1, 32], [1, 32], target_memory=None)
                t_5: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_5, [96, 48], [32, 16], [32, 16], target_memory=None)
                g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_4, t_5)
                g_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_4, t_5)
                pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=3)
                pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=3)
                t_6: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_6, [64, 0], [32, 32], [32, 32], target_memory=None)
                acc_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(g_1, h_2, t_6)
                t_7: pl.Tile[[8, 16], pl.BF16, pl.TileView(valid_shape=[4, 16])] = pl.tile.load(x_5, [112, 48], [8, 16], [4, 16], target_memory=None)
                t_8: pl.Tile[[1, 64], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_7, [2, 128], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
                t_9: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_8, [0, 0], [64, 64], [64, 64], target_memory=None)
                g_4: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9, acc_phase=pl.AccPhase.Final)
                g_5: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_4, t_8, t_9)
            else:
                q: pl.Scalar[pl.INDEX] = pl.system.available_aiv_count()
                as_: pl.Tile[[16, 32], pl.BF16] = pl.tile.assemble(t_3, t_3, [0, 0])
            for i_1, (c,) in pl.pipeline(3, stage=2, init_values=(t_3,)):
                t_10: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_9, [1, 0], [1, 32], [1, 32], target_memory=None)
                t_11: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_10, [0, 0], [32, 64], [32, 64], target_memory=None)
                g_6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_10, t_11)
                c_1: pl.Tile[[16, 32], pl.BF16] = pl.yield_(c)
        t_12: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[16, 16])] = pl.tile.load(x_5, [96, 0], [32, 16], [16, 16], target_memory=None)
        l: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(t_12, [32, 16], [0, 0], [1, 16])
        t_13: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_5, [48, 16], [16, 16], [16, 16], target_memory=None)
        c_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_2, 1, 16)
        acc_3: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, l, t_13, True)
        acc_4: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, l, t_13)
        v_1: pl.Tile[[128, 32], pl.FP16, pl.Mem.Vec] = pl.tile.relu(t_1)
        sl: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.slice(v_1, [32, 16], [0, 0])
        rs: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(sl, [32, 16])
        mv_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(acc_4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        h_4: pl.Tile[[32, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.cast(mv_1, target_type=pl.BF16, mode='ceil')
        o: pl.Tensor[[32, 32], pl.BF16] = pl.tile.store(h_4, [0, 16], out)
        return o
