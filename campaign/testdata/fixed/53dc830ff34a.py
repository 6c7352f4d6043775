# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / for _ / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: BreakContinueValid
# backend: Ascend950
# faults:
# seed: 2319570696422769913
# case: 105
# generator: gen/v1
# statements: 51
# count: 8
# first_seen: 2026-11-30T01:44:32Z
# last_seen: 2026-11-30T01:45:29Z
# choices: 42.40.37.3.0.0.72.64.0.0.2.0.3.93.1.94.89.12.71.43.52.1.3.0.10.49.1.0.1.0.18.1.13.27.1.1.21.24.32.52.6.1.7.98.9.1.0.0.84.3.31.82.6.75.13.14.10.2.90.2.23.49.13.37.12.2.65.97.7.74.23.0.13.15.16.25.6.3.0.8.74.7.54.3.7.3.67.1.0*4.16.28.2.0.0.18.81.2.10.75.6.5.14.71.51.1.1.0.1.0.69.13.88.8.30.0.2.1.59.1.78.92.3.55.6.0.13.96.28.3.15.19.40.106.40.48.4.5.6.50.78.91.14.5.20.99.11.71.85.15.14.88.37.35.6.4.7.89.24.3.72.55.3.90.1.50.29.50.0.98.12.2.4.0.38.69.79.26.7.17.1.3.15.63.65.3.76.13.6.23.46.6.3.45.3.0.0.24.67.42.1.93.11.39.41.17.91.10.15.77.101.93.72.2.5.68.95.0.13.81.86.1.73.53.1.10.4.35.83.69.85.1.3.5.12.27.11.1.1.99.10.77.9.19.5.3.67.28.114.69.3.40.3.3.93.79.47.7.5.16.4.2.1.12.0.43.103.19.45.8.60.8.3.3.2.39.54.1.1.0.1.0.19.40.84.3.88.2.0.15.38.60.109.78.6.4.57.1.3.6.1.99.12.0.14.0.0.88.77.72.6.2.82.3.96.0.2.3.51.5.15.92.76.2.36.15.118.13.43.95.5.13.46.59.82.12.1.8.40.95.79.44.7.6.31.6.0.1.12.87.28.41.78.3.78.12.2.60.41.10.4.7.6.74.52.0.1.0*3.83.68.57.3.3.8.1.92.96.2.44.37.65.4.56.1.19.25.39.3.5.96.2.0.2.0.3.56.98.67.1.3.7.3.2.51

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.FP32], x_1: pl.Tensor[[32, 256], pl.FP32], x_2: pl.Tensor[[1, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]], n: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[128, 128], pl.FP32], x_4: pl.Tensor[[32, 8], pl.INT8], x_5: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[128, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 48], [128, 16], [128, 16], target_memory=pl.Mem.Mat)
        for i in pl.unroll(0, 4, 2):
            t_1: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x_1, [0, 128], [32, 128], [32, 128], target_memory=None)
        t_2: pl.Tile[[64, 32], pl.FP32, pl.TileView(valid_shape=[31, 32])] = pl.tile.load(x, [0, 0], [64, 32], [31, 32], target_memory=None)
        v: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32])] = pl.tile.mul(t_2, t_2)
        v_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32])] = pl.tile.adds(v, 2.0)
        for i_1, (c,) in pl.range(3, init_values=(v_1,)):
            c_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32])] = pl.yield_(c)
        t_3: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_4: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 128], [16, 128], target_memory=None)
        g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4, acc_phase=pl.AccPhase.Final)
        o: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(g, [16, 0], out)
        for i_2 in pl.pipeline(0, 8, 2, stage=3):
            pass
        for i_3, (acc, acc_1) in pl.range(8, init_values=(g, g)):
            if i_3 <= 6:
                break
            s: pl.Scalar[pl.INDEX] = i_3 - 21
            v_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(t_4, acc_1)
            t_5: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x, [i_3 % 2 * 64, 48], [64, 16], [15, 16], target_memory=None)
            acc_2, acc_3 = pl.yield_(acc_1, acc_1)
        s_1: pl.Scalar[pl.INDEX] = n // 16
        t_6: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x, [0, 0], [128, 64], [128, 64], target_memory=None)
        c_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, t_4, t_6)
        for i_4 in pl.pipeline(0, 8, 2, stage=2):
            for (n_1, acc_5, c_3) in pl.while_(init_values=(0, acc_3, i_4)):
                pl.cond(n_1 < 4)
                for i_5, (c_4,) in pl.range(4, 0, -2, init_values=(c_3,)):
                    if i_5 != 5:
                        continue
                    c_5: pl.Scalar[pl.INDEX] = pl.yield_(c_4)
                n_2: pl.Scalar[pl.INDEX] = n_1 + 1
                n_3, acc_6, c_6 = pl.yield_(n_2, acc_5, n)
            v_3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32])] = pl.tile.subs(c_1, 3.0)
            s_2: pl.Scalar[pl.INDEX] = c_6 - 17
        for (n_4,) in pl.while_(init_values=(0,)):
            pl.cond(n_4 < 4)
            t_7: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(x_3, [64, 0], [64, 128], [64, 128], target_memory=None)
            for i_6, (c_7,) in pl.range(1, 0, -1, init_values=(t_7,)):
                if n != 6:
                    continue
                c_8: pl.Tile[[64, 128], pl.FP32] = pl.yield_(c_7)
            ep: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc_4, acc_4)
            ep_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ep, 0.5)
            h: pl.Tile[[16, 1], pl.BF16, pl.Mem.Vec] = pl.tile.cast(ep_1, target_type=pl.BF16, mode='floor')
            for i_7 in pl.range(0, 2, 2):
                rs: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(acc_4, [64, 16])
                s_3: pl.Scalar[pl.INDEX] = i_7 % 32
            v_4: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.divs(c_8, 2.0)
            t_8: pl.Tile[[16, 8], pl.INT8] = pl.tile.load(x_4, [0, 0], [16, 8], [16, 8], target_memory=None)
            rs_1: pl.Tile[[8, 16], pl.INT8] = pl.tile.reshape(t_8, [8, 16])
            tv: pl.Tile[[16, 8], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rs_1)
            t_9: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x_5, [0, 96], [128, 32], [128, 32], target_memory=None)
            rp: pl.Tile[[128, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_9)
            f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
            bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
            acc_7: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(c_8, rp, bm)
            n_5: pl.Scalar[pl.INDEX] = n_4 + 1
            n_6: pl.Scalar[pl.INDEX] = pl.yield_(n_5)
        return o
