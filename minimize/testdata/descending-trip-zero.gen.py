# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ) |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: AssignTypeSymmetry
# backend: 950
# faults: descending-trip-zero
# seed: 57
# case: 0
# generator: gen
# statements: 56
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 47.89.3.55.60.0.13.19.5.0.1.99.59.3.8.5.0.5.14.48.12.35.12.109.62.6.13.6.5.6.10.2.0*5.33.90.4.64.67.0.0.98.45.3.4.71.90.3.1.70.87.11.14.4.0.34.86.50.6.0*3.22.6.6.2.5.89.0.0.10.0.0.67.58.97.11.43.2.49.8.13.34.84.0.66.6.2.4.57.96.1.11.79.22.0.15.22.78.6.99.12.3.2.9.11.3.0.46.3.4.1.80.50.9.22.34.5.15.64.6.0.56.4.61.89.99.65.65.3.2.47.80.39.80.0.6.2.64.83.1.2.0.1.0.25.0.60.12.0.71.85.6.68.87.3.4.44.35.76.4.10.12.2.2.4.14.70.16.1.0.47.0.51.99.0.91.7.95.2.98.3.43.36.91.12.6.96.1.0*4.15.57.48.0.3.61.0.4.0.73.5.10.66.64.0.33.70.3.21.12.0.1.6.48.33.52.0.1.2.55.0.96.45.67.1.0.0.8.72.0.22.3.42.10.73.3.7.15.2.0.93.71.1.2.53.4.45.48.3.95.1.3.4.1.0.6.8.1.50.1.1.0.38.0.0.29.82.4.61.72.2.3.0.46.3.1.0.31.0.0.16.68.19.78.62.6.60.47.64.1.73.14.28.86.86.3.91.15.28.44.19.121.64.3.15.68.53.77.2.10.4.9.88.64.3.80.12.56.57.81.15.73.7.22.18.82.88.11.75.88.11.59.70.1.30.7.2.5.1.90.70.33.3.23.0.0.21.50.17.73.15.71.3.76.13.9.96.60.2.93.9.15.86.65.43.39.10.1.0.74.67.67.7.0.6.4.15.3.67.39.0.15.68.1.1.2.36.0.12.1.3.26.1.1.46.43.10.4.1.86.4.12.24.34.2.1.1.1.1.89.59

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT8], x_1: pl.Tensor[[64, 64], pl.FP32], x_2: pl.Tensor[[16, 64], pl.INT8], x_3: pl.Tensor[[64, 256], pl.BF16], x_4: pl.Tensor[[32, 64], pl.FP16], x_5: pl.Tensor[[128, 16], pl.FP16], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[128, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 64], pl.INT8]]) -> pl.Tensor[[128, 64], pl.INT8]:
        for i in pl.range(2, 0, -2):
            pass
        pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=5)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=5)
        t: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x, [0, 0], [64, 32], [64, 32], target_memory=None)
        r: pl.Tile[[64, 1], pl.INT8, pl.Mem.Vec] = pl.tile.row_sum(t, t)
        for i_1, (c, c_1, c_2) in pl.range(1, init_values=(r, r, t)):
            for i_2 in pl.parallel(8):
                pass
            c_3, c_4, c_5 = pl.yield_(c_1, c_1, c_2)
        for i_3 in pl.parallel(16, 0, -2):
            p: pl.Tile[[64, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c_5)
            for i_4, (c_6, c_7, c_8) in pl.range(3, init_values=(c_3, p, p)):
                c_9, c_10, c_11 = pl.yield_(c_6, p, c_8)
        v: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec] = pl.tile.add(c_5, c_5)
        q: pl.Scalar[pl.INDEX] = pl.system.available_aiv_count()
        q_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for (n, c_12) in pl.while_(init_values=(0, v)):
            pl.cond(n < 1)
            t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [16, 0], [16, 64], [16, 64], target_memory=None)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_13 = pl.yield_(n_1, c_12)
        for i_5, (c_14,) in pl.range(16, 0, -2, init_values=(v,)):
            t_2: pl.Tile[[64, 16], pl.INT8] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
            l: pl.Tile[[64, 16], pl.INT8, pl.TileView(valid_shape=[20, 16])] = pl.tile.set_validshape(t_2, 20, 16)
            l_1: pl.Tile[[64, 16], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l)
            rs: pl.Tile[[64, 16], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(l_1, [64, 16])
            l_2: pl.Tile[[64, 16], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [64, 16])
            t_3: pl.Tile[[16, 64], pl.INT8] = pl.tile.load(x_2, [0, 0], [16, 64], [16, 64], target_memory=None)
            acc: pl.Tile[[64, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(l_2, t_3)
            ep: pl.Tile[[64, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
            h: pl.Tile[[64, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep, target_type=pl.INT8, mode='none')
            t_4: pl.Tile[[32, 64], pl.BF16] = pl.tile.load(x_3, [0, i_5 % 4 * 64], [32, 64], [32, 64], target_memory=None)
            l_3: pl.Tile[[32, 64], pl.BF16] = pl.tile.slice(t_4, [32, 64], [0, 0])
            l_4: pl.Tile[[32, 64], pl.BF16, pl.TileView(valid_shape=[8, 64])] = pl.tile.set_validshape(l_3, 8, 64)
            t_5: pl.Tile[[64, 8], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_3, [0, i_5 % 32 * 8], [64, 8], [64, 8], target_memory=pl.Mem.Mat)
            c_15: pl.Tile[[32, 8], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 8], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
            acc_1: pl.Tile[[32, 8], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_15, l_4, t_5)
            t_6: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_4, [0, 0], [16, 64], [16, 64], target_memory=None)
            tv: pl.Tile[[64, 16], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_6)
            l_5: pl.Tile[[16, 64], pl.FP16] = pl.tile.transpose_view(tv)
            t_7: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_5, [0, 0], [64, 16], [64, 16], target_memory=None)
            acc_2: pl.Tile[[32, 8], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, l_4, t_5)
            acc_3: pl.Tile[[32, 8], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_2, l_4, t_5)
            ln: pl.Tile[[64, 16], pl.FP16, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(t_7, rows, 16)
            acc_4: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, l_5)
            v_1: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.sub(tv, ln)
            fp: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(v_1)
            acc_5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_4, fp, l_5)
            for i_6 in pl.parallel(0, 4, 2):
                for i_7 in pl.parallel(2, 0, -1):
                    t_8: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
                    lt: pl.Tile[[32, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_8)
                    acc_6: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(lt, lt)
                    ln_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[rows, 32], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, rows, 32)
                    acc_7: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_6, lt, lt)
                    acc_8: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_7, lt, lt)
                t_9: pl.Tile[[1, 64], pl.BF16] = pl.tile.load(x_3, [i_6 % 64 * 1, 0], [1, 64], [1, 64], target_memory=None)
                t_10: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x_6, [0, 16], [64, 16], [64, 16], target_memory=None)
                g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_9, t_10)
                g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_9, t_10)
            c_16: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec] = pl.yield_(c_14)
        o: pl.Tensor[[128, 64], pl.INT8] = pl.tile.store(c_16, [64, 32], out)
        return o
