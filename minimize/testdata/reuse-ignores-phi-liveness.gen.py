# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TNEG |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: HasMemRefs
# backend: 910B
# faults: reuse-ignores-phi-liveness
# seed: 96
# case: 0
# generator: gen
# statements: 54
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 21.66.0.69.7.1.5.5.95.39.77.0.1.0*3.50.73.1.2.3.96.74.6.25.34.86.5.68.80.63.7.2.5.1.13.2.2.1.2.1.11.58.0.2.0.2.0.18.30.21.43.94.0.6.1.1.90.1.0.0.2.2.0.3.3.11.2.59.81.13.49.96.2.86.90.93.28.0.14.98.71.1.0.75.20.36.0.1.1.2.77.98.15.7.62.43.97.1.1.2.3.68.72.1.2.1.1.3.0.0.41.97.22.59.0.3.3.99.2.0.2.0.0.27.38.2.1.0*3.13.18.2.20.10.45.12.1.93.53.15.15.14.2.95.0*5.50.46.99.26.6.80.91.49.37.8.118.9.98.61.3.50.45.7.88.69.1.52.84.10.81.94.3.5.17.19.67.1.2.0.5.1.27.2.8.16.93.93.15.81.0.130.19.9.11.64.56.46.13.14.0.1.0*3.54.28.7.9.5.3.5.68.73.0.5.12.88.20.1.1.1.1.0.41.60.49.6.59.41.1.1.0.99.65.39.22.7.4.4.56.4.3.2.1.3.0.35.65.61.1.24.0.1.1.4.37.69.18.1.0.1.10.68.0.53.2.25.79.23.9.5.87.1.1.1.1.0.84.1.38.70.14.40.3.1.3.1.93.56.46.3.1.0*3.53.34.62.31.6.5.34.2.1.0.9.47.17.41.69.60.7.0.7.6.86.1.1.2.1.0.95.1.86.0.1.1.1.0.38.27.95.8.18.70.3.10.22.68.2.70.12.70.3.87.2.95.0.82.1.89.2.19.89.34.2.97.6.5.10.22.34.49.56.98.20.34

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP16], x_1: pl.Tensor[[4, 64], pl.INT8], x_2: pl.Tensor[[128, 32], pl.INT8], x_3: pl.Tensor[[2, 256, 128], pl.FP16], x_4: pl.Tensor[[16, 64, 128], pl.BF16], x_5: pl.Tensor[[1, 512], pl.BF16], x_6: pl.Tensor[[256, 128], pl.BF16], out: pl.Out[pl.Tensor[[2, 64], pl.INT8]], x_7: pl.Tensor[[32, 32], pl.INT32], x_8: pl.Tensor[[32, 64], pl.FP16], x_9: pl.Tensor[[64, 128], pl.FP16], x_10: pl.Tensor[[2, 32], pl.BF16], x_11: pl.Tensor[[16, 128], pl.BF16], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 64], pl.INT8]:
        t: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        lt: pl.Tile[[32, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        l: pl.Tile[[8, 32], pl.FP16, pl.TileView(valid_shape=[7, 32], blayout=pl.TileLayout.col_major)] = pl.tile.slice(lt, [8, 32], [24, 0], [7, 32])
        acc: pl.Tile[[8, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[7, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, lt)
        t_1: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_1, [2, 32], [1, 32], [1, 32], target_memory=None)
        t_2: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_2, [64, 0], [32, 32], [32, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        g_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_1, t_2)
        t_3: pl.Tile[[2, 64, 32], pl.FP16, pl.TileView(valid_shape=[1, 64, 32])] = pl.tile.load(x_3, [0, 192, 96], [2, 64, 32], [1, 64, 32], target_memory=None)
        v: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.exp(t_1)
        for (n, c, c_1) in pl.while_(init_values=(0, v, v)):
            pl.cond(n < 2)
            c_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
            pl.system.bar_v()
            t_4: pl.Tile[[4, 32, 64], pl.BF16] = pl.tile.load(x_4, [12, 0, 0], [4, 32, 64], [4, 32, 64], target_memory=None)
            t_5: pl.Tile[[1, 128], pl.BF16] = pl.tile.load(x_5, [0, 0], [1, 128], [1, 128], target_memory=None)
            t_6: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(x_6, [0, 0], [128, 128], [128, 128], target_memory=None)
            g_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_5, t_6)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_3, c_4 = pl.yield_(n_1, c_1, c_1)
        tv: pl.Tile[[32, 1], pl.INT8, pl.Mem.Vec] = pl.tile.transpose_view(c_4)
        sl: pl.Tile[[32, 1], pl.INT8, pl.Mem.Vec] = pl.tile.slice(tv, [32, 1], [0, 0])
        pl.system.bar_v()
        for (n_3,) in pl.while_(init_values=(0,)):
            pl.cond(n_3 < 3)
            for i, (c_5,) in pl.pipeline(4, stage=3, init_values=(n_2,)):
                c_6: pl.Scalar[pl.INDEX] = pl.yield_(i)
            n_4: pl.Scalar[pl.INDEX] = n_3 + 1
            n_5: pl.Scalar[pl.INDEX] = pl.yield_(n_4)
        v_1: pl.Tile[[32, 1], pl.INT8, pl.Mem.Vec] = pl.tile.neg(sl)
        tr: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.transpose(v_1, 0, 1, v_1)
        sl_1: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.slice(tr, [1, 32], [0, 0])
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE3, event_id=5)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.MTE3, event_id=5)
        o: pl.Tensor[[2, 64], pl.INT8] = pl.tile.store(sl_1, [1, 0], out)
        o_1: pl.Tensor[[2, 64], pl.INT8] = pl.tile.store(c_3, [1, 0], o, atomic=pl.AtomicType.Add)
        t_7: pl.Tile[[8, 16], pl.INT32] = pl.tile.load(x_7, [24, 0], [8, 16], [8, 16], target_memory=None)
        t_8: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x, [0, 16], [32, 16], [32, 16], target_memory=None)
        l_1: pl.Tile[[32, 16], pl.FP16, pl.TileView(valid_shape=[31, 16])] = pl.tile.set_validshape(t_8, 31, 16)
        t_9: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_8, [16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_1, t_9)
        t_10: pl.Tile[[32, 128], pl.FP16] = pl.tile.load(x_9, [0, 0], [32, 128], [32, 128], target_memory=None)
        lt_1: pl.Tile[[128, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_10)
        t_11: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x, [32, 0], [32, 32], [32, 32], target_memory=None)
        acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, l_1, t_9)
        t_12: pl.Tile[[1, 8], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_10, [1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Mat)
        t_13: pl.Tile[[8, 64], pl.BF16] = pl.tile.load(x_11, [8, 0], [8, 64], [8, 64], target_memory=None)
        g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_12, t_13)
        g_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_3, t_12, t_13)
        v_2: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec] = pl.tile.add(t_10, t_10)
        rs: pl.Tile[[256, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(v_2, [256, 16])
        l_2: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(rs, [32, 128])
        l_3: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_2)
        l_4: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 128], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_3, 15, 128)
        l_5: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_4)
        ln: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 128], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_5, rows, 128)
        c_7: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_7, ln, lt_1)
        return o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 32], pl.FP16], x_1: pl.Tensor[[4, 64], pl.INT8], x_2: pl.Tensor[[128, 32], pl.INT8], x_3: pl.Tensor[[2, 256, 128], pl.FP16], x_4: pl.Tensor[[16, 64, 128], pl.BF16], x_5: pl.Tensor[[1, 512], pl.BF16], x_6: pl.Tensor[[256, 128], pl.BF16], out: pl.Out[pl.Tensor[[2, 64], pl.INT8]], x_7: pl.Tensor[[32, 32], pl.INT32], x_8: pl.Tensor[[32, 64], pl.FP16], x_9: pl.Tensor[[64, 128], pl.FP16], x_10: pl.Tensor[[2, 32], pl.BF16], x_11: pl.Tensor[[16, 128], pl.BF16], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 64], pl.INT8]:
        r: pl.Tensor[[2, 64], pl.INT8] = self.kernel(x, x_1, x_2, x_3, x_4, x_5, x_6, out, x_7, x_8, x_9, x_10, x_11, rows)
        return r
