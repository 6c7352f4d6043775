# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / while / body / stmt N / for _ / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 3542318300464489590
# case: 757
# generator: gen/v1
# statements: 63
# count: 2
# first_seen: 2026-11-30T01:44:43Z
# last_seen: 2026-11-30T01:45:08Z
# choices: 46.107.24.42.7.31.65.15.15.3.0.3.25.2.0.1.0.1.22.0.4.79.13.81.57.12.48.13.3.77.90.0.63.0.3.6.41.90.0.14.6.65.51.11.3.12.3.81.74.3.35.1.3.3.6.76.33.22.1.0*4.15.82.4.53.46.53.9.4.9.2.5.1.34.3.72.49.28.11.2.1.38.48.14.64.75.2.6.96.2.2.72.2.0.0.82.90.63.6.1.6.0.85.0.1.0.1.0.52.45.1.2.1.3.0.84.40.85.29.46.80.14.92.76.2.0.4.1.36.21.68.5.89.15.79.1.0.0.48.83.3.21.2.24.8.3.51.2.1.0*3.27.27.45.45.2.4.0.94.0.71.86.59.1.99.7.59.79.63.0.64.14.30.77.4.6.6.22.0*3.79.88.18.65.95.8.59.8.1.1.71.40.0.10.85.12.0.12.58.104.22.7.0.78.43.42.0.0.4.10.81.2.0.1.0.83.69.49.94.2.45.56.2.5.24.71.63.3.74.1.52.91.47.3.18.12.6.31.1.68.0.24.52.94.0.37.63.93.75.5.17.9.1.1.6.0.54.4.0.0.2.0.38.0.74.83.2.47.16.82.14.31.42.42.27.72.12.2.82.47.0.67.27.0.35.110.77.3.1.21.0.4.2.46.44.10.62.43.3.13.44.1.1.0.19.48.34.43.7.2.0.57.18.3.96.0.86.66.75.15.0.2.3.98.3.25.39.87.58.53.1.8.90.7.0.5.63.75.2.5.13.71.85.2.9.16.7.34.7.21.84.63.66.1.2.19.25.25.60.43.6.4.3.13.33.1.57.0.90.34.26.33.41.2.6.4.90.37.1.0*4.53.3.12.49.46.4.81.78.3.30.0.111.39.9.13.48.44.8.93.19.0.5.67.9.98.5.14.0.60.66.2.28.13.2.2.3.1.62.55.1.1.2.61.55.2.89.8.33.62.7.4.5.1.0.22.15.44.12.86.15.35.54.26.65.39.62.3.33.15.0.2.6.0.91.96.3.0.1.0.85.56.3.41.16.63.28.6.4.92.1.0.1.0.19.0.1.87.51.9.98.93.31.62.74.5.9.6.39.3.3.1.40.7.25.14.97.6.2.5.14.9.98.5.35.5.4.0.21.0.2.3.97.3.2.1.2.0.52.10.38.70.2.1.0.1.0.57.0

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 32], pl.BF16], x_1: pl.Tensor[[128, 64], pl.FP32], x_2: pl.Tensor[[2, 64], pl.FP16], x_3: pl.Tensor[[256, 32], pl.FP16], x_4: pl.Tensor[[32, 128], pl.FP32], x_5: pl.Tensor[[16, 32], pl.INT32], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[32, 256], pl.FP16], flag: pl.Scalar[pl.INDEX], x_7: pl.Tensor[[64, 64], pl.INT32], x_8: pl.Tensor[[128, 512], pl.INT8], x_9: pl.Tensor[[64, 128], pl.BF16], x_10: pl.Tensor[[64, 32], pl.BF16], flag_1: pl.Scalar[pl.INDEX], x_11: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 3)
            t: pl.Tile[[128, 16], pl.BF16] = pl.tile.load(x, [0, 16], [128, 16], [128, 16], target_memory=None)
            h: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='ceil')
            v: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(h, 3.0)
            for i, (c, c_1) in pl.range(1, 0, -1, init_values=(v, v)):
                t_1: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [128, 64], [128, 64], target_memory=None)
                tv: pl.Tile[[64, 128], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_1)
                l: pl.Tile[[128, 64], pl.FP32] = pl.tile.transpose_view(tv)
                t_2: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_1, [64, 48], [64, 16], [64, 16], target_memory=None)
                acc: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_2)
                ep: pl.Tile[[128, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc, acc)
                c_2, c_3 = pl.yield_(pl.tile.abs(v), v)
            t_3: pl.Tile[[1, 64], pl.FP16] = pl.tile.load(x_2, [1, 0], [1, 64], [1, 64], target_memory=None)
            t_4: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_3, [192, 0], [64, 16], [64, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4)
            v_1: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_4)
            mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(g, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h_1: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.cast(mv, target_type=pl.INT8, mode='rint')
            l_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(mv, [16, 16], [0, 0])
            t_5: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_4, [0, 0], [16, 128], [16, 128], target_memory=None)
            t_6: pl.Tile[[1, 128], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_4, [4, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
            acc_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(l_1, t_5, t_6)
            acc_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, l_1, t_5)
            q: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
            t_7: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [128, 64], [128, 64], target_memory=None)
            rp: pl.Tile[[128, 64], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_7)
            acc_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_6, rp)
            for i_1, (c_4, acc_4, acc_5) in pl.pipeline(8, stage=2, init_values=(rp, acc_3, acc_3)):
                for (n_1,) in pl.while_(init_values=(0,)):
                    pl.cond(n_1 < 1)
                    n_2: pl.Scalar[pl.INDEX] = n_1 + 1
                    n_3: pl.Scalar[pl.INDEX] = pl.yield_(n_2)
                t_8: pl.Tile[[16, 16], pl.INT32] = pl.tile.load(x_5, [0, i_1 % 2 * 16], [16, 16], [16, 16], target_memory=None)
                for i_2, (c_5,) in pl.range(2, init_values=(i_1,)):
                    ln: pl.Tile[[128, 64], pl.FP32, pl.TileView(valid_shape=[rows, 64], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rp, rows, 64)
                    t_9: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_1, [i_2 % 2 * 64, 0], [64, 64], [64, 64], target_memory=None)
                    c_6: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
                    seed: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_6, rows, 64)
                    acc_6: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, ln, t_9, i_2 == 0)
                    t_10: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x_6, [0, 0], [32, 64], [32, 64], target_memory=None)
                    l_2: pl.Tile[[32, 64], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_10)
                    acc_7: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_6, ln, t_9)
                    m: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_7, target_memory=pl.Mem.Vec)
                    if flag > 2:
                        continue
                    c_7: pl.Scalar[pl.INDEX] = pl.yield_(i_2)
                t_11: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(x_1, [i_1 % 16 * 8, 0], [8, 64], [8, 64], target_memory=None)
                h_2: pl.Tile[[1, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_5, target_type=pl.BF16, mode='floor')
                ep_1: pl.Tile[[1, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(h_2, 0.5)
                if c_7 >= 5:
                    c_8, c_9 = pl.yield_(ep_1, c_7)
                else:
                    if flag_1 != 1:
                        t_12: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x, [0, i_1 % 2 * 16], [64, 16], [64, 16], target_memory=None)
                        t_13: pl.Tile[[64, 64], pl.INT32, pl.TileView(valid_shape=[16, 64])] = pl.tile.load(x_7, [0, 0], [64, 64], [16, 64], target_memory=None)
                        v_2: pl.Tile[[64, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.sub(t_13, t_13)
                        c_10: pl.Tile[[8, 64], pl.FP32] = pl.yield_(t_11)
                    else:
                        t_14: pl.Tile[[64, 128], pl.INT8] = pl.tile.load(x_8, [i_1 % 2 * 64, 256], [64, 128], [64, 128], target_memory=None)
                        t_15: pl.Tile[[128, 32], pl.INT8] = pl.tile.load(x_8, [0, 480], [128, 32], [128, 32], target_memory=None)
                        c_11: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
                        acc_8: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_11, t_14, t_15)
                        t_16: pl.Tile[[64, 64], pl.BF16, pl.TileView(valid_shape=[16, 64])] = pl.tile.load(x_9, [0, i_1 % 2 * 64], [64, 64], [16, 64], target_memory=None)
                        t_17: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x_10, [0, 0], [64, 16], [64, 16], target_memory=None)
                        rp_1: pl.Tile[[64, 16], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_17)
                        c_12: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
                        seed_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_12, 16, 16)
                        acc_9: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed_1, t_16, rp_1)
                        c_10: pl.Tile[[8, 64], pl.FP32] = pl.yield_(t_11)
                    c_8, c_9 = pl.yield_(ep_1, c_7)
                c_13, acc_10, acc_11 = pl.yield_(c_4, pl.tile.matmul_acc(acc_5, t_6, c_4), acc_5)
            n_4: pl.Scalar[pl.INDEX] = n + 1
            n_5: pl.Scalar[pl.INDEX] = pl.yield_(n_4)
        t_18: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_11, [32, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(t_18, [16, 0], out)
        return o
