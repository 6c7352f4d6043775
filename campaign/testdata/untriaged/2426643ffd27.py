# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TMULS(_ = tile.muls @N): source N operand address N in UB is not N-byte aligned |  | "
# status: open
# oracle: simdiag
# property: alignment
# pass:
# profile: HasMemRefs
# backend: Ascend950
# faults:
# seed: 4786493395908291061
# case: 4386
# generator: gen/v1
# statements: 41
# count: 3
# first_seen: 2026-12-03T17:43:10Z
# last_seen: 2026-12-03T18:15:33Z
# choices: 56.62.5.74.3.2.2.1.36.71.89.2.0*4.95.1.93.1.2.0.1.65.3.56.1.84.12.7.55.0.1.0.1.0.13.66.19.50.1.2.1.1.1.83.0.47.88.61.1.59.15.95.4.7.66.77.12.89.3.29.9.3.6.4.42.41.36.1.2.1.3.1.57.17.25.48.0.5.67.1.1.2.0.1.5.90.56.0.44.76.12.1.6.38.40.61.6.3.2.6.26.3.5.1.30.0*3.2.0.1.32.39.42.19.2.54.85.2.87.9.2.10.16.72.25.66.92.1.5.3.4.11.1.1.1.0.2.93.0.77.76.0.9.49.0.1.0.94.10.2.116.99.12.50.68.4.63.3.13.0.83.7.5.37.3.0.0.61.1.40.97.1.32.84.4.91.46.15.83.3.3.34.7.20.28.0.3.55.24.120.25.10.12.22.36.97.1.0.6.3.48.89.0.0.1.0*4.30.41.20.113.8.32.69.4.68.10.4.11.42.6.6.84.0.2.1.3.0.41.4.85.2.28.41.33.74.5.0.6.30.61.1.0.2.0.3.5.62.58.31.13.0.2.90.0.2.1.1.0.72.97.5.52.53.24.89.83.14.31.78.7.3.54.55.34.2.13.0.1.0*3.94.74.6.93.1.46.52.33.0.10.4.62.7.5.15.9.22.2.0.1.0.1.14.43

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT8], x_1: pl.Tensor[[64, 32], pl.INT8], x_2: pl.Tensor[[4, 64], pl.INT32], x_3: pl.Tensor[[256, 32], pl.FP32], x_4: pl.Tensor[[32, 128], pl.FP32], x_5: pl.Tensor[[64, 256], pl.FP32], x_6: pl.Tensor[[8, 32, 256], pl.INT32], x_7: pl.Tensor[[4, 32, 64], pl.BF16], x_8: pl.Tensor[[128, 128], pl.FP32], x_9: pl.Tensor[[32, 64], pl.INT8], out: pl.Out[pl.Tensor[[2, 64], pl.INT8]]) -> pl.Tensor[[2, 64], pl.INT8]:
        t: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        l: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat] = pl.tile.slice(t, [64, 32], [0, 0])
        rs: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat] = pl.tile.reshape(l, [64, 32])
        l_1: pl.Tile[[64, 32], pl.INT8, pl.Mem.Mat] = pl.tile.reshape(rs, [64, 32])
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_1, [32, 0], [32, 32], [32, 32], target_memory=None)
        t_2: pl.Tile[[1, 32], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_2, [1, 32], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(l_1, t_1, t_2)
        tv: pl.Tile[[32, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_1)
        l_2: pl.Tile[[32, 32], pl.INT8] = pl.tile.transpose_view(tv)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(l_2, l_2)
        t_3: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_3, [192, 16], [64, 16], [64, 16], target_memory=None)
        t_4: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_4, [0, 32], [16, 32], [16, 32], target_memory=None)
        rp: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
        acc_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l_2, l_2)
        ep: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, acc_2)
        t_5: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x_4, [5, 64], [1, 64], [1, 64], target_memory=None)
        t_6: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_5, [0, 64], [64, 64], [64, 64], target_memory=None)
        g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_5, t_6)
        pl.system.bar_all()
        for i, (acc_3,) in pl.range(2, 0, -1, init_values=(g,)):
            t_7: pl.Tile[[4, 32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_6, [i % 2 * 4, 0, i % 4 * 64], [4, 32, 64], [4, 32, 64], target_memory=pl.Mem.Vec)
            acc_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.yield_(acc_3)
        v: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t_6)
        t_8: pl.Tile[[32, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(rp, t_8, bm)
        v_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(f, 3.0)
        v_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(v_1, v_1)
        v_3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v_2, v_2)
        t_9: pl.Tile[[4, 16, 64], pl.BF16] = pl.tile.load(x_7, [0, 0, 0], [4, 16, 64], [4, 16, 64], target_memory=None)
        t_10: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_8, [96, 0], [32, 64], [32, 64], target_memory=None)
        f_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=-1.0)
        bm_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_6: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(v_3, t_10, bm_1)
        t_11: pl.Tile[[32, 16], pl.INT8] = pl.tile.load(x_9, [0, 48], [32, 16], [32, 16], target_memory=None)
        tv_1: pl.Tile[[16, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_11)
        sl: pl.Tile[[4, 32], pl.INT8, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv_1, [4, 32], [4, 0], [1, 32])
        v_4: pl.Tile[[4, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major)] = pl.tile.muls(sl, pl.const(3, pl.INT32))
        sl_1: pl.Tile[[2, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major)] = pl.tile.slice(v_4, [2, 32], [0, 0], [1, 32])
        fp: pl.Tile[[2, 32], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(sl_1)
        o: pl.Tensor[[2, 64], pl.INT8] = pl.tile.store(fp, [0, 32], out)
        return o
