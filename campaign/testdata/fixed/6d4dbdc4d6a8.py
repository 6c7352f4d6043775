# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ) |  | x
# status: fixed
# oracle: differential
# property:
# pass:
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 1664437154259961085
# case: 1654
# generator: gen/v1
# statements: 49
# count: 1
# first_seen: 2026-11-30T01:45:03Z
# last_seen: 2026-11-30T01:45:03Z
# choices: 19.51.4.54.74.10.69.11.2.7.1.81.89.51.2.0*4.34.2.96.1.46.31.52.15.11.82.42.98.0.4.6.4.94.79.2.1.1.1.1.1.1.51.0.47.18.72.9.15.1.3.3.5.90.27.55.3.2.2.1.3.56.12.66.4.9.1.82.2.0.2.0.2.12.69.4.13.3.93.3.20.60.54.91.2.0.1.2.1.0.62.37.75.43.82.6.7.6.33.61.3.2.0.1.0.32.65.46.0.81.28.1.0.1.0.0.57.75.72.1.3.22.18.50.2.97.81.2.1.4.79.44.90.11.34.0.91.10.82.53.34.19.6.0.2.69.17.2.0.21.25.12.2.48.81.45.94.52.53.15.2.9.1.47.14.10.66.89.5.95.94.2.13.15.51.74.0.2.91.5.4.42.22.3.96.56.36.7.8.2.5.81.1.2.0.23.89.52.72.0.0.2.18.82.80.49.97.77.85.9.66.38.0.12.22.78.40.3.4.4.4.93.55.0.1.1.44.1.75.90.5.98.0.56.12.10.8.4.70.44.12.45.33.0.3.90.9.0*3.15.0.4.32.51.10.68.69.2.34.71.7.1.3.3.46.2.2.1.3.0.27.15.0.0.2.0.3.40.51.77.72.3.5.15.45.30.0.60.11.14.2.44.59.99.10.2.96.0.1.0*3.58.4.66.17.30.55.15.4.3.43.65.3.70.15.48.48.20.14.0.7.2.2.1.2.0.99.1.58.25.11.85.33.53.46.38.64.0.31.6.3.5.0.9.31.64.1.0.2.0.3.6.41.58.92.0.0.16.0.0.1.60.30.83.72.35.55.46.7.6.23.20.14.81.2.0.6.69.84.3.74.40.1.13.8.93.91.56.45.0.11.92.6.0.13.6.68.14.53.2.1.21.62.11.4.0.15.53.56.44.14.0.1.30.95.1.24.22.99.1.43.28.6.8.38.2.2.4.5.20.18.44

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.INT8], x_1: pl.Tensor[[4, 32, 128], pl.INT32], x_2: pl.InOut[pl.Tensor[[128, 512], pl.FP32]], x_3: pl.Tensor[[32, 128], pl.FP32], x_4: pl.Tensor[[256, 8], pl.INT8], out: pl.Out[pl.Tensor[[64, 16], pl.INT8]], x_5: pl.Tensor[[32, 32], pl.INT32], x_6: pl.Tensor[[4, 256], pl.FP16], x_7: pl.Tensor[[128, 512], pl.FP16], x_8: pl.Tensor[[512, 64], pl.INT8], x_9: pl.Tensor[[32, 64], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[64, 16], pl.INT8]]:
        t: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[31, 32])] = pl.tile.load(x, [0, 0], [32, 32], [31, 32], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[2, 16, 64], pl.INT32, pl.TileView(valid_shape=[1, 16, 64])] = pl.tile.load(x_1, [2, 16, 64], [2, 16, 64], [1, 16, 64], target_memory=None)
        t_2: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x_2, [32, 384], [32, 128], [32, 128], target_memory=None)
        lt: pl.Tile[[128, 32], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_2)
        t_3: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_3, [0, 64], [32, 32], [32, 32], target_memory=None)
        acc: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t_3)
        ep: pl.Tile[[128, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        ep_1: pl.Tile[[128, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep, 0.5)
        sl: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [64, 32], [64, 0])
        t_4: pl.Tile[[64, 8], pl.INT8] = pl.tile.load(x_4, [64, 0], [64, 8], [64, 8], target_memory=None)
        o: pl.Tensor[[64, 16], pl.INT8] = pl.tile.store(t_4, [0, 0], out)
        ep_2: pl.Tile[[128, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        o_1: pl.Tensor[[128, 512], pl.FP32] = pl.tile.store(sl, [64, 128], x_2)
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 3)
            rs: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ep_2, [64, 64])
            t_5: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_2, [0, 336], [64, 16], [64, 16], target_memory=None)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        if n_2 >= 4:
            rs_1: pl.Tile[[256, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ep_2, [256, 16])
        else:
            for i, (c,) in pl.range(4, init_values=(n_2,)):
                ep_3: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sl, sl)
                c_1: pl.Scalar[pl.INDEX] = pl.yield_(i)
            tv: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(ep_2)
            if flag < 6:
                for i_1, (c_2,) in pl.pipeline(1, stage=2, init_values=(tv,)):
                    t_6: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_5, [16, i_1 % 2 * 16], [16, 16], [1, 16], target_memory=pl.Mem.Vec)
                    pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=4)
                    pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.MTE1, event_id=4)
                    c_3: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.yield_(pl.tile.exp(c_2))
            else:
                t_7: pl.Tile[[1, 128], pl.FP16] = pl.tile.load(x_6, [3, 0], [1, 128], [1, 128], target_memory=None)
                t_8: pl.Tile[[128, 128], pl.FP16] = pl.tile.load(x_7, [0, 384], [128, 128], [128, 128], target_memory=None)
                g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
                g_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_7, t_8)
                tv_1: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[128, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g_1)
                sl_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.slice(tv_1, [64, 16], [0, 0])
                h: pl.Tile[[128, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(t_8, target_type=pl.INT8, mode='floor')
                t_9: pl.Tile[[128, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_8, [256, 0], [128, 32], [128, 32], target_memory=pl.Mem.Mat)
                c_4: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                acc_1: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c_4, h, t_9)
                t_10: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_9, [0, 48], [32, 16], [32, 16], target_memory=None)
                t_11: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_9, [0, 16], [16, 16], [16, 16], target_memory=None)
                acc_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_10, t_11)
                acc_3: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, t_10, t_11)
                pl.system.bar_v()
            for i_2, (c_5,) in pl.range(8, init_values=(tv,)):
                for (n_3, c_6, c_7) in pl.while_(init_values=(0, c_5, c_5)):
                    pl.cond(n_3 < 2)
                    n_4: pl.Scalar[pl.INDEX] = n_3 + 1
                    n_5, c_8, c_9 = pl.yield_(n_4, c_7, c_5)
                c_10: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.yield_(c_9)
            rs_2: pl.Tile[[256, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(c_10, [256, 16])
            rs_3: pl.Tile[[256, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs_2, [256, 16])
            v: pl.Tile[[128, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(ep_1)
        return o_1, o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 32], pl.INT8], x_1: pl.Tensor[[4, 32, 128], pl.INT32], x_2: pl.InOut[pl.Tensor[[128, 512], pl.FP32]], x_3: pl.Tensor[[32, 128], pl.FP32], x_4: pl.Tensor[[256, 8], pl.INT8], out: pl.Out[pl.Tensor[[64, 16], pl.INT8]], x_5: pl.Tensor[[32, 32], pl.INT32], x_6: pl.Tensor[[4, 256], pl.FP16], x_7: pl.Tensor[[128, 512], pl.FP16], x_8: pl.Tensor[[512, 64], pl.INT8], x_9: pl.Tensor[[32, 64], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[64, 16], pl.INT8]]:
        r: pl.Tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[64, 16], pl.INT8]] = self.kernel(x, x_1, x_2, x_3, x_4, out, x_5, x_6, x_7, x_8, x_9, flag)
        return r[0], r[1]
