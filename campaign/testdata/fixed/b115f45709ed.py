# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / if / else / stmt N / while / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: ArrayNotEscaped
# backend: Ascend950
# faults:
# seed: 2149112832929296554
# case: 1254
# generator: gen/v1
# statements: 30
# count: 1
# first_seen: 2026-11-30T01:44:53Z
# last_seen: 2026-11-30T01:44:53Z
# choices: 43.72.5.55.10.3.3.6.18.6.14.2.0.1.0.0.5.43.44.55.15.4.70.0.2.0*3.89.96.14.12.5.9.92.79.3.0.0.92.55.85.45.6.69.2.4.25.68.58.52.14.4.0.1.2.1.0.28.39.35.49.5.8.19.1.1.1.1.0.11.38.91.25.95.66.57.98.5.4.24.40.83.18.9.74.0.3.0.90.12.34.39.2.81.40.65.7.3.6.1.8.2.9.1.27.16.2.0.1.94.0.0.85.28.13.3.61.3.37.99.84.36.0.11.90.47.2.6.72.54.73.13.6.0.2.1.2.0.94.7.4.65.4.36.64.43.54.0.7.1.69.12.0.0.1.0.1.43.96.75.0.3.48.2.92.5.3.15.89.0.26.86.9.66.13.2.33.68.2.6.11.2.3.4.95.91.22.1.0.2.0.3.86.65.3.25.7.77.4.7.63.3.2.0.1.0.73.72.54.0.37.58.61.34.22.48.1.1.7.6.7

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.InOut[pl.Tensor[[128, 128], pl.FP32]], x_1: pl.Tensor[[256, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 32], pl.FP32]], x_2: pl.Tensor[[16, 16], pl.FP16], x_3: pl.Tensor[[32, 512], pl.INT8], x_4: pl.Tensor[[128, 32], pl.INT8]) -> tuple[pl.Tensor[[128, 128], pl.FP32], pl.Tensor[[128, 32], pl.FP32]]:
        t: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x, [0, 0], [128, 64], [128, 64], target_memory=None)
        t_1: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_1, [0, 0], [64, 16], [64, 16], target_memory=None)
        rp: pl.Tile[[64, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_1)
        acc: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, rp)
        o: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc, [0, 0], x)
        s: pl.Scalar[pl.INDEX] = pl.max(n, 26)
        sl: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [64, 16], [64, 0])
        o_1: pl.Tensor[[128, 32], pl.FP32] = pl.tile.store(sl, [64, 0], out)
        if n == 7:
            pass
        else:
            s_1: pl.Scalar[pl.INDEX] = n // 1
            r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t)
            t_2: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x, [9, 64], [1, 64], [1, 64], target_memory=None)
            t_3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 32], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
            g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_2, t_3)
            g_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_2, t_3)
            e: pl.Scalar[pl.FP32] = pl.tensor.read(o_1, [61, 3])
            for (n_1, c, acc_1) in pl.while_(init_values=(0, e, sl)):
                pl.cond(n_1 < 3)
                sl_1: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[12, 16])] = pl.tile.slice(t_1, [16, 16], [32, 0], [12, 16])
                fp: pl.Tile[[16, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(sl_1)
                t_4: pl.Tile[[16, 8], pl.FP16] = pl.tile.load(x_2, [0, 8], [16, 8], [16, 8], target_memory=None)
                ep: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_1, 0.5)
                ep_1: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ep, ep)
                n_2: pl.Scalar[pl.INDEX] = n_1 + 1
                n_3, c_1, acc_2 = pl.yield_(n_2, c, acc_1)
            t_5: pl.Tile[[32, 128], pl.INT8] = pl.tile.load(x_3, [0, 384], [32, 128], [32, 128], target_memory=None)
            lt: pl.Tile[[128, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_5)
            rs: pl.Tile[[128, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.reshape(lt, [128, 32])
            l: pl.Tile[[128, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.reshape(rs, [128, 32])
            t_6: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_4, [32, 0], [32, 32], [32, 32], target_memory=None)
            c_2: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([128, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
            acc_3: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_2, l, t_6)
        return o, o_1
