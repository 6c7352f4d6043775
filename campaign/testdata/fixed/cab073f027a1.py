# irfuzz corpus v1
# signature: "simdiag | hazard |  | RAW: aic0#N TMOV(_ = tile.move @N) (MTE1) reads aic0 L1[N, N) written by aic0#N TPOP(_ = tile.tpop_from_aiv @N) (MTE2) with no happens-before edge; missing set_flag(MTE2, MTE1) / wait_flag(MTE2, MTE1) between them |  | "
# status: fixed
# oracle: simdiag
# property: hazard
# pass:
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 3310003073620815247
# case: 2540
# generator: gen/v1
# statements: 39
# count: 1
# first_seen: 2026-11-30T01:45:29Z
# last_seen: 2026-11-30T01:45:29Z
# choices: 90.67.4.36.15.1.3.5.90.65.29.1.1.1.0.0.81.81.4.69.4.33.69.19.15.7.56.0.2.0.3.0.50.9.73.3.50.50.104.4.19.73.1.47.10.2.1.0.0.53.1.17.4.0.70.92.52.11.10.13.3.57.98.2.28.5.56.36.57.0.4.6.66.38.0.0.2.0.2.98.2.63.55.75.4.96.9.69.2.63.59.0.1.0.2.0.1.1.0.0.73.67.60.0.84.28.23.4.1.7.1.26.38.93.1.1.1.1.0.52.71.3.4.32.23.5.1.57.2.0.2.0.1.8.63.66.7.47.39.23.4.2.6.33.50.0*3.19.12.32.93.0.5.7.6.61.94.1.2.2.1.1.0.0.81.6.62.70.35.9.7.3.7.72.27.3.0.2.0.2.48.0.46.68.63.95.0.4.99.86.60.41.1.7.39.24.75.2.3.6.65.7.55.1.3.0.52.3.27.1.0.14.0*3.7.92.0.85.40.25.7.7.6.21.86.1.2.0.1.0.55.62.83.5.10.54.3.4.5.10.16.8.68.15.20.2.5.2.27.103.12.98.52.84.11.3.36.49.3.28.35.60.27.69.82.0.6.71.1.117.14.58.20.103.5.20.2.0.19.3.13.4.18.73.1.1.0.1.0.21.5

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 256], pl.FP16], x_1: pl.Tensor[[128, 16], pl.FP16], x_2: pl.Tensor[[16, 64], pl.INT8], x_3: pl.Tensor[[32, 32], pl.FP32], x_4: pl.Tensor[[32, 64], pl.FP16], x_5: pl.Tensor[[32, 128], pl.FP16], x_6: pl.Tensor[[8, 128, 16], pl.INT8], x_7: pl.Tensor[[8, 512], pl.FP32], x_8: pl.Tensor[[32, 8], pl.INT8], n: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]]) -> pl.Tensor[[2, 16], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP16] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=None)
        lt: pl.Tile[[128, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        tv: pl.Tile[[32, 128], pl.FP16] = pl.tile.transpose_view(lt)
        l: pl.Tile[[128, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tv)
        tv_1: pl.Tile[[32, 128], pl.FP16] = pl.tile.transpose_view(l)
        l_1: pl.Tile[[128, 32], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tv_1)
        t_1: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x_1, [96, 0], [32, 16], [32, 16], target_memory=None)
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=2.0)
        bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l_1, t_1, bm)
        for i in pl.range(8, 0, -1):
            ex: pl.Tile[[32, 16], pl.FP32, pl.Mem.Right] = pl.tile.extract(acc, 0, 0, [32, 16], target_memory=pl.Mem.Right)
        vs: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(acc, 16, 16)
        t_2: pl.Tile[[16, 16], pl.INT8, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x_2, [0, 32], [16, 16], [15, 16], target_memory=None)
        l_2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(bm)
        t_3: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_3, [0, 0], [16, 16], [16, 16], target_memory=None)
        f_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        bm_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l_2, t_3, bm_1)
        t_4: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_4, [16, 0], [16, 32], [16, 32], target_memory=None)
        rs: pl.Tile[[32, 16], pl.FP16] = pl.tile.reshape(t_4, [32, 16])
        l_3: pl.Tile[[16, 32], pl.FP16] = pl.tile.reshape(rs, [16, 32])
        t_5: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_5, [0, 32], [32, 32], [32, 32], target_memory=None)
        acc_2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l_2, t_3)
        t_6: pl.Tile[[16, 64], pl.INT8] = pl.tile.load(x_2, [0, 0], [16, 64], [16, 64], target_memory=None)
        t_7: pl.Tile[[2, 32, 8], pl.INT8, pl.TileView(valid_shape=[1, 32, 8])] = pl.tile.load(x_6, [2, 0, 0], [2, 32, 8], [1, 32, 8], target_memory=None)
        t_8: pl.Tile[[8, 128], pl.FP32, pl.TileView(valid_shape=[4, 128])] = pl.tile.load(x_7, [0, 256], [8, 128], [4, 128], target_memory=None)
        if flag <= 2:
            c: pl.Tile[[16, 32], pl.FP16] = pl.yield_(l_3)
        else:
            t_9: pl.Tile[[1, 128], pl.FP16] = pl.tile.load(x, [27, 128], [1, 128], [1, 128], target_memory=None)
            t_10: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_1, [0, 0], [128, 16], [128, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_9, t_10, acc_phase=pl.AccPhase.Unspecified)
            g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_9, t_10)
            t_11: pl.Tile[[8, 8], pl.INT8] = pl.tile.load(x_8, [8, 0], [8, 8], [8, 8], target_memory=None)
            s: pl.Scalar[pl.INDEX] = pl.max(n, 6)
            c: pl.Tile[[16, 32], pl.FP16] = pl.yield_(l_3)
        for i_1 in pl.unroll(4):
            vs_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Acc] = pl.tile.set_validshape(acc_2, 1, 16)
            v: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.maximum(c, c)
            tv_2: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v)
        o: pl.Tensor[[2, 16], pl.FP32] = pl.tile.store(acc_2, [1, 0], out)
        return o
