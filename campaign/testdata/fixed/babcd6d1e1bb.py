# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / if / then / stmt N / while / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 3198827298113881767
# case: 170
# generator: gen/v1
# statements: 51
# count: 1
# first_seen: 2026-11-30T01:44:33Z
# last_seen: 2026-11-30T01:44:33Z
# choices: 26.86.98.73.0.3.97.50.0.9.35.9.90.61.0.5.3.2.3.7.37.32.96.1.1.1.0.1.94.1.63.69.62.4.7.88.1.2.0.2.0.92.0.56.17.86.101.87.23.2.11.54.46.41.37.6.0.1.29.47.0.1.0*3.40.70.97.12.95.32.9.2.1.5.80.23.1.0.2.0.8.3.8.34.16.85.79.3.54.12.57.65.1.4.7.3.7.2.80.51.21.3.2.2.14.3.95.35.21.80.30.2.37.13.2.31.3.0.52.1.56.74.48.51.34.79.4.3.6.28.68.3.2.2.64.85.92.0.55.55.39.3.2.0.2.2.0.2.5.87.4.11.31.4.26.3.3.60.78.93.12.6.11.87.55.7.12.12.4.7.3.1.0.23.50.75.9.5.2.8.87.1.40.12.50.15.28.65.76.0*3.4.79.3.36.29.33.7.3.27.22.13.77.0.1.2.94.88.11.48.62.1.23.9.2.5.7.86.78.79.3.2.0.45.1.0.4.68.4.35.51.96.9.10.98.1.41.51.7.32.40.1.0.84.67.6.3.2.5.83.2.2.2.2.2.34.3.81.42.0.0.66.42.22.91.32.84.4.2.4.13.16.0.0.2.0.85.96.1.0.0.1.5.95.70.5.77.10.0.4.1.62.4.1.1.1.2.0.2.96.0.95.4.72.4.26.66.44.3.3.27.3.0.0.46.29.21.86.3.1.0*3.71.0.62.49.8.9.30.3.1.1.0.1.67.66.37.22.7.4.2.5.42.1.1.13.61.94.96.9.74.5.1.15.26.73.96.12.81.30.42.5.1.3.80.93.1.1.1.79.77.26.6.2.1.58.19.39.3.1.10.0.1.33.1.56.32.12.0.6.6.92.94.0.1.1.1.1.67.4.10.21.70.3.87.14.53.6.68.10.1.53.0*5.61.13.26.9.60.5.22.52.63

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 64], pl.INT8], x_1: pl.Tensor[[128, 32], pl.INT8], x_2: pl.Tensor[[128, 16], pl.FP16], x_3: pl.Tensor[[64, 128], pl.INT16], x_4: pl.Tensor[[64, 256], pl.FP32], rows: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[64, 512], pl.INT8], x_6: pl.Tensor[[128, 32], pl.INT8], x_7: pl.Tensor[[4, 256], pl.FP32], x_8: pl.Tensor[[16, 256], pl.INT32], x_9: pl.Tensor[[32, 128], pl.BF16], x_10: pl.Tensor[[2, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 256], pl.FP32]], x_11: pl.Tensor[[64, 64], pl.BF16], x_12: pl.Tensor[[32, 128], pl.INT8], x_13: pl.Tensor[[128, 32], pl.FP32]) -> pl.Tensor[[32, 256], pl.FP32]:
        if rows == 2:
            t: pl.Tile[[128, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 32], [128, 32], [128, 32], target_memory=pl.Mem.Mat)
            t_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_1, [64, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
            acc: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
            for (n, acc_1) in pl.while_(init_values=(0, acc)):
                pl.cond(n < 4)
                t_2: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_2, [0, 0], [64, 16], [64, 16], target_memory=None)
                for i in pl.unroll(2):
                    t_3: pl.Tile[[64, 32], pl.INT16] = pl.tile.load(x_3, [0, 96], [64, 32], [64, 32], target_memory=None)
                    e: pl.Scalar[pl.INT16] = pl.tile.read(t_3, [54, 12])
                    t_4: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_4, [48, i % 4 * 64], [16, 64], [16, 64], target_memory=None)
                    ln: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(t_4, rows, 64)
                    t_5: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_4, [0, 64], [64, 64], [64, 64], target_memory=None)
                    acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_5)
                    t_6: pl.Tile[[16, 128], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_5, [i % 4 * 16, i % 4 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                    sl: pl.Tile[[16, 16], pl.FP32] = pl.tile.slice(t_5, [16, 16], [0, 32])
                    fp: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
                    mem: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
                    s: pl.Scalar[pl.INDEX] = i % 12
                    fp_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(fp)
                p: pl.Tile[[64, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
                h: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.BF16, mode='ceil')
                ep: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(h, 0.5)
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2, acc_3 = pl.yield_(n_1, pl.tile.matmul_acc(acc_1, t, t_1))
        for i_1 in pl.parallel(0, 2, 2):
            t_7: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_6, [32, 0], [32, 32], [32, 32], target_memory=None)
            lt: pl.Tile[[32, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_7)
            tv: pl.Tile[[32, 32], pl.INT8] = pl.tile.transpose_view(lt)
            l: pl.Tile[[32, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tv)
            acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(l, l)
            v: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.divs(l, pl.const(0, pl.INT32))
            t_8: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x_7, [2, 192], [1, 64], [1, 64], target_memory=None)
            t_9: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_4, [0, i_1 % 8 * 32], [64, 32], [64, 32], target_memory=None)
            g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9)
            t_10: pl.Tile[[16, 64], pl.INT32, pl.Mem.Mat] = pl.tile.load(x_8, [0, i_1 % 4 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        t_11: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_9, [0, 64], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        tv_1: pl.Tile[[32, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_11)
        l_1: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.transpose_view(tv_1)
        tv_2: pl.Tile[[32, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l_1)
        l_2: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.transpose_view(tv_2)
        t_12: pl.Tile[[32, 128], pl.BF16] = pl.tile.load(x_9, [0, 0], [32, 128], [32, 128], target_memory=None)
        t_13: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(x_10, [0, 0], [1, 128], [1, 128], target_memory=None)
        acc_5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l_2, t_12, t_13)
        o: pl.Tensor[[32, 256], pl.FP32] = pl.tile.store(acc_5, [0, 128], out)
        t_14: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(x_4, [8, 208], [8, 16], [8, 16], target_memory=None)
        for i_2, (c,) in pl.pipeline(0, 2, 2, stage=3, init_values=(t_14,)):
            for i_3 in pl.unroll(0, 8, 2):
                t_15: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_11, [i_3 % 2 * 32, i_3 % 2 * 32], [32, 32], [32, 32], target_memory=None)
            c_1: pl.Tile[[8, 16], pl.FP32] = pl.yield_(c)
        t_16: pl.Tile[[16, 64], pl.INT8, pl.TileView(valid_shape=[12, 64])] = pl.tile.load(x_12, [16, 64], [16, 64], [12, 64], target_memory=None)
        t_17: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x_13, [0, 0], [128, 32], [128, 32], target_memory=None)
        c_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_6: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, t_13, t_17)
        return o
