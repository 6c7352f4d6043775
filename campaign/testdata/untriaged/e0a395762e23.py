# irfuzz corpus v1
# signature: "simdiag | deadlock |  | aic0 MTE2 blocks at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waiting for a TPUSH on channel N: nothing is ever pushed on channel N |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 6701231395875749894
# case: 203269
# generator: gen/v1
# statements: 58
# count: 2
# first_seen: 2026-12-03T17:47:16Z
# last_seen: 2026-12-03T17:50:45Z
# choices: 38.24.107.79.4.0.0.5.0.33.2.0.1.0.0.81.44.13.75.93.12.5.57.73.5.94.6.18.4.45.5.1.32.2.0.2.0.1.58.72.68.7.0.4.4.46.4.93.2.4.23.12.43.65.5.62.77.9.1.3.38.57.12.64.92.6.97.4.19.19.2.13.6.56.0.0.1.0.0.51.78.20.0.58.67.92.85.15.90.1.2.4.69.36.46.1.47.79.0.1.0.1.0.44.14.50.14.63.4.1.0*4.50.12.103.2.52.46.1.4.70.50.1.13.5.96.29.108.3.8.22.0.9.47.13.12.0.0.1.9.27.24.74.14.1.91.108.50.84.0.92.75.0.15.2.58.34.95.1.2.0.0.31.55.2.2.2.2.0.1.0.22.90.102.5.21.75.100.0.55.17.1.8.7.83.87.56.25.2.12.86.44.2.15.11.50.2.26.3.39.9.93.83.2.15.82.107.59.97.0.10.9.9.94.6.1.2.73.51.12.57.29.1.9.69.0.2.12.75.5.3.3.10.92.11.4.1.57.63.88.57.67.3.1.96.29.1.15.26.52.61.2.15.4.70.3.48.74.2.3.29.81.21.91.7.64.74.26.49.13.39.76.20.66.72.5.95.3.50.65.85.9.48.91.2.1.1.63.95.27.4.31.93.0.7.6.1.0.53.80.1.15.72.0.72.24.14.2.93.81.39.79.3.1.63.56.0.12.88.4.86.24.5.15.25.14.99.1.1.73.39.63.4.4.6.18.61.0.1.1.68.28.0.61.63.97.7.86.18.3.8.30.34.30.55.6.1.5.32.15.2.0.2.0.22.3.32.80.26.17.5.2.4.3.74.71.7.1.3.6.46.3.1.0.96.0.68.45.1.1.0.65.0.55.50.67.52.94.8.1.28.63.7.2.6.7.83.3.2.1.40.0.49.0.52.17.0.1.2.61.37.0.1.15.85.2.0.6.3.1.40.42.15.96.15.3.67.9.3.6.23.14.40.13.17.6.16.11.75.0.5.1.4.0.23.96.40.69.62

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[32, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 64], pl.FP32]], x_3: pl.Tensor[[16, 256, 64], pl.FP32], x_4: pl.Tensor[[2, 32], pl.FP32], x_5: pl.Tensor[[32, 32], pl.INT8], x_6: pl.Tensor[[64, 128], pl.INT16], x_7: pl.Tensor[[2, 128], pl.FP16], x_8: pl.Tensor[[256, 64], pl.FP16], x_9: pl.Tensor[[4, 128], pl.INT8], x_10: pl.Tensor[[128, 128], pl.INT8]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t)
        v_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v, v)
        t_1: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_1, [0, 32], [32, 32], [32, 32], target_memory=None)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(v_1, t_1)
        h: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc, target_type=pl.INT8, mode='ceil')
        ep: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(h)
        tmp: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.INT8, target_memory=pl.Mem.Vec)
        ep_1: pl.Tile[[16, 1], pl.INT8, pl.Mem.Vec] = pl.tile.row_sum(ep, tmp)
        v_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
        ep_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, v)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(ep_2)
        l: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.transpose_view(tv)
        t_2: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_2, [0, 0], [32, 64], [32, 64], target_memory=None)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, t_2, True)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t_2, [32, 0], out)
        o_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_1, [0, 0], out_1)
        for i, (c_1, acc_2) in pl.range(0, 2, 2, init_values=(tv, acc_1)):
            c_2, acc_3 = pl.yield_(c_1, acc_2)
        m: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(acc_3, target_memory=pl.Mem.Mat)
        for (n, o_2, o_3) in pl.while_(init_values=(0, o_1, o)):
            pl.cond(n < 3)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, o_4, o_5 = pl.yield_(n_1, o_2, o_3)
        t_3: pl.Tile[[4, 64, 16], pl.FP32] = pl.tile.load(x_3, [0, 64, 0], [4, 64, 16], [4, 64, 16], target_memory=None)
        for i_1 in pl.range(8):
            for i_2, (c_3,) in pl.range(0, 16, 2, init_values=(i_1,)):
                if c_3 != 3:
                    c_4, c_5 = pl.yield_(i_1, n_2)
                else:
                    tmp_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    r: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t_2, tmp_1)
                    x_11: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_add(t_2, r)
                    for (n_3, c_6) in pl.while_(init_values=(0, x_11)):
                        pl.cond(n_3 < 3)
                        n_4: pl.Scalar[pl.INDEX] = n_3 + 1
                        n_5, c_7 = pl.yield_(n_4, pl.tile.neg(c_6))
                    c_4, c_5 = pl.yield_(n_5, n_5)
                c_8: pl.Scalar[pl.INDEX] = pl.yield_(c_5)
            if c_8 <= 1:
                fp: pl.Tile[[4, 64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_3)
                ep_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_3, 0.5)
                p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(ep_3)
                rs: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(l, [32, 16])
                l_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs, [16, 32])
                t_4: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_4, [i_1 % 2 * 1, i_1 % 2 * 16], [1, 16], [1, 16], target_memory=None)
                acc_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l_1, rs, t_4)
                for i_3 in pl.range(2):
                    pass
                v_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t_4)
                if c_8 != 6:
                    v_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.recip(ep_3)
                    acc_5, c_9 = pl.yield_(acc_4, pl.tile.neg(v_3))
                else:
                    t_5: pl.Tile[[16, 16], pl.INT8] = pl.tile.load(x_5, [i_1 % 2 * 16, 0], [16, 16], [16, 16], target_memory=None)
                    for i_4, (c_10,) in pl.range(0, 6, 2, init_values=(t_5,)):
                        t_6: pl.Tile[[64, 32], pl.INT16] = pl.tile.load(x_6, [0, 96], [64, 32], [64, 32], target_memory=None)
                        v_5: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_4, acc_4)
                        t_7: pl.Tile[[1, 128], pl.FP16] = pl.tile.load(x_7, [i_4 % 2 * 1, 0], [1, 128], [1, 128], target_memory=None)
                        t_8: pl.Tile[[128, 64], pl.FP16] = pl.tile.load(x_8, [i_4 % 2 * 128, 0], [128, 64], [128, 64], target_memory=None)
                        g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
                        g_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_7, t_8)
                        t_9: pl.Tile[[1, 64], pl.INT8] = pl.tile.load(x_9, [0, 0], [1, 64], [1, 64], target_memory=None)
                        t_10: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_10, [i_4 % 2 * 64, 0], [64, 32], [64, 32], target_memory=None)
                        g_2: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_9, t_10)
                        g_3: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_9, t_10)
                        c_11: pl.Tile[[16, 16], pl.INT8] = pl.yield_(c_10)
                    acc_5, c_9 = pl.yield_(acc_4, pl.tile.relu(v_3))
                c_12, c_13 = pl.yield_(c_8, c_8)
            else:
                c_12, c_13 = pl.yield_(c_8, c_8)
        return o_5, o_4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[32, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[16, 256, 64], pl.FP32], x_4: pl.Tensor[[2, 32], pl.FP32], x_5: pl.Tensor[[32, 32], pl.INT8], x_6: pl.Tensor[[64, 128], pl.INT16], x_7: pl.Tensor[[2, 128], pl.FP16], x_8: pl.Tensor[[256, 64], pl.FP16], x_9: pl.Tensor[[4, 128], pl.INT8], x_10: pl.Tensor[[128, 128], pl.INT8]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32)
        r: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.kernel(x, x_1, x_2, flag, out, out_1, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10)
        return r[0], r[1]
