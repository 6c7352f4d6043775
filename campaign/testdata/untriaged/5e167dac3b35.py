# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in IfStmt: then yield value[_] and else yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: TileTypeCoherence
# backend: Ascend950
# faults:
# seed: 779784030561739778
# case: 308299
# generator: gen/v1
# statements: 52
# count: 3
# first_seen: 2026-12-03T18:05:55Z
# last_seen: 2026-12-03T18:09:42Z
# choices: 24.88.21.64.65.11.45.6.15.15.2.0.6.69.0.0.1.0.1.60.0.6.99.48.9.22.1.5.64.2.2.7.72.75.0.65.9.1.5.6.98.3.54.1.1.1.1.1.68.0.60.63.19.8.3.12.0.2.0.1.0.74.1.17.62.23.89.78.8.2.0.92.58.2.3.50.4.48.5.2.2.0.2.78.2.20.46.5.99.0.3.76.57.75.0.9.3.57.46.0.12.79.1.37.92.2.89.48.0.2.33.57.2.18.35.3.10.37.5.102.6.10.79.97.92.95.1.8.37.93.23.35.93.2.54.80.70.4.34.12.1.7.0.98.50.93.3.0*4.5.33.98.94.2.38.15.0.77.1.1.0.62.0.66.1.3.66.0.47.55.32.72.4.2.0.14.15.3.2.2.92.81.96.0.85.68.6.0.0.6.35.1.2.0.91.0.16.76.2.2.0.12.0.0.60.0.63.60.4.133.5.12.9.7.4.1.56.10.44.5.6.14.34.77.7.0.0.6.59.2.1.2.25.1.10.2.61.0.85.2.0.1.0.11.0.7.51.86.64.65.0.10.0.2.2.0.2.35.54.65.35.84.2.5.2.38.8.3.0.92.25.67.67.5.89.6.6.56.43.10.6.39.0*3.26.13.93.3.13.30.53.85.13.3.25.41.3.54.59.4.55.11.0.90.13.22.13.2.0.0.73.84.78.8.1.3.84.80.6.3.39.52.89.91.62.0.15.58.85.3.11.28.34.9.66.5.33.7.85.6.0.13.60.15.23.4.99.12.1.0.29.15.9.2.1.8.80.38.83.2.0.5.11.10.1.0*4.1.96.30.55.7.7.2.30.1.1.5.16.78.1.13.10.12.32.5.95.7.3.1.14.25.108.32.13.8.7.58.97.3.0.1.0.0.14.22

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.INT8], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[128, 64], pl.FP16], x_2: pl.Tensor[[256, 128], pl.FP16], x_3: pl.Tensor[[16, 16], pl.FP16], x_4: pl.Tensor[[32, 16], pl.FP16], x_5: pl.Tensor[[64, 256], pl.FP32], x_6: pl.Tensor[[4, 16], pl.BF16], x_7: pl.Tensor[[64, 64], pl.BF16], x_8: pl.Tensor[[2, 64], pl.BF16], x_9: pl.Tensor[[16, 128], pl.BF16], x_10: pl.Tensor[[64, 16], pl.INT16], out: pl.Out[pl.Tensor[[64, 2], pl.FP16]]) -> pl.Tensor[[64, 2], pl.FP16]:
        if flag >= 7:
            t: pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 16], [64, 16], [64, 16], target_memory=pl.Mem.Vec)
            v: pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec] = pl.tile.exp(t)
        else:
            pass
        t_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_1, [64, 32], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
        lt: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_1)
        t_2: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_2, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t_2)
        if flag != 1:
            ex: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc, 0, 64, [32, 32], target_memory=pl.Mem.Vec)
            acc_1, c = pl.yield_(acc, pl.tile.relu(t_1))
        else:
            vs: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128])] = pl.tile.set_validshape(acc, 16, 128)
            for i, (c_1,) in pl.range(0, 8, 2, init_values=(t_2,)):
                v_1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.add(lt, lt)
                rs: pl.Tile[[128, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(t_1, [128, 16])
                for (n, c_2) in pl.while_(init_values=(0, rs)):
                    pl.cond(n < 1)
                    tmp: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                    r: pl.Tile[[1, 64], pl.FP16, pl.Mem.Vec] = pl.tile.col_sum(v_1, tmp)
                    t_3: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_3, [0, 0], [16, 16], [16, 16], target_memory=None)
                    lt_1: pl.Tile[[16, 16], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_3)
                    ln: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[pl.min(flag, 16), 16], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt_1, pl.min(flag, 16), 16)
                    t_4: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_4, [i % 2 * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
                    f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
                    bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
                    acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 16), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_4, bm)
                    t_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_5, [i % 4 * 16, i % 4 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                    t_6: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_6, [i % 4 * 1, 0], [1, 16], [1, 16], target_memory=None)
                    t_7: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_7, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                    g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_6, t_7)
                    mv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.move(g, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                    v_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.maximums(mv, 1.0)
                    v_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.exp(v_2)
                    t_8: pl.Tile[[1, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_8, [1, 32], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                    t_9: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_9, [0, 0], [16, 64], [16, 64], target_memory=None)
                    g_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9)
                    g_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_1, t_8, t_9)
                    sl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.slice(g_2, [16, 16], [0, 32])
                    t_10: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_5, [0, i % 8 * 32], [64, 32], [64, 32], target_memory=None)
                    t_11: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_7, [0, 0], [64, 64], [64, 64], target_memory=None)
                    f_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=2.0)
                    bm_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
                    acc_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_7, t_11, bm_1)
                    vs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 64])] = pl.tile.set_validshape(acc_3, 4, 64)
                    n_1: pl.Scalar[pl.INDEX] = n + 1
                    n_2, c_3 = pl.yield_(n_1, c_2)
                v_4: pl.Tile[[128, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(c_3, c_3)
                s: pl.Scalar[pl.INDEX] = n_2 + 4
                ep: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(vs, 0.5)
                if s == 0:
                    c_4, c_5 = pl.yield_(ep, ep)
                else:
                    m: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(vs, target_memory=pl.Mem.Vec)
                    c_4, c_5 = pl.yield_(m, m)
                c_6: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.yield_(c_1)
            t_12: pl.Tile[[64, 16], pl.INT16] = pl.tile.load(x_10, [0, 0], [64, 16], [64, 16], target_memory=None)
            t_13: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_5, [40, 128], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
            acc_1, c = pl.yield_(acc, t_1)
        tmp_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        r_1: pl.Tile[[64, 1], pl.FP16, pl.Mem.Vec] = pl.tile.row_max(c, tmp_1)
        o: pl.Tensor[[64, 2], pl.FP16] = pl.tile.store(r_1, [0, 0], out)
        return o
