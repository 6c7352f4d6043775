# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / for _ / body / stmt N / for _ / body / stmt N / assign _ / tile.move / args[_]: acc vs acc (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: UnrollResolved
# backend: Ascend950
# faults:
# seed: 179384968322341937
# case: 765
# generator: gen/v1
# statements: 58
# count: 3
# first_seen: 2026-11-30T01:44:43Z
# last_seen: 2026-11-30T01:45:24Z
# choices: 56.47.1.43.61.2.87.3.1.4.7.42.21.20.1.1.2.1.1.89.71.2.86.3.38.44.91.11.73.10.94.11.92.87.10.48.0.1.0.40.9.90.7.67.73.0.9.83.86.1.2.93.60.0.8.84.33.83.2.0.5.6.24.3.1.2.69.55.1.81.56.4.37.3.6.5.0.93.86.3.76.83.3.11.95.42.0.1.97.36.3.7.75.84.8.13.68.67.5.62.9.1.66.74.10.2.88.2.0*4.20.21.43.50.2.50.79.2.47.71.2.44.14.2.4.2.97.95.43.1.1.2.55.1.75.35.63.85.20.3.64.6.32.3.11.76.94.86.8.21.14.1.3.4.83.42.31.2.0.1.0.8.0.79.34.53.20.8.1.4.1.32.1.58.0.79.43.3.27.42.18.113.67.14.72.78.7.3.29.3.0.55.1.52.64.0.51.0.94.2.12.80.38.3.39.11.7.45.0.31.2.42.0.89.47.73.16.31.4.3.2.6.82.48.22.0.2.0.13.3.0.32.91.0.3.0.95.0.90.6.47.43.44.12.7.0.2.53.0.15.3.77.5.31.27.83.2.90.15.57.72.2.0.2.2.40.1.4.75.3.12.6.41.4.72.2.37.1.2.1.94.15.19.9.17.1.21.0.3.1.49.92.33.37.3.0.5.92.96.3.1.1.0.1.21.0.68.99.52.83.7.1.79.38.24.49.10.66.2.78.40.43.2.7.7.53.16.1.2.0.26.83.43.24.7.2.2.72.37.3.28.0.23.10.81.24.60.78.63.5.4.7.0.5.3.4.51.53.2.1.1.0.1.45.57.2.76.9.1.67.1.2.2.1.1.83.66.47.52.3.255.1.20.3.73.14.82.42.1.30.69.0.54.4.95.0.45.2.74.2.99.0.64.4.8.92.52.2.64.3.45.38.97.0.7.3.0.29.11.0.2.0.2.0.0.1.53.15.45.89.0.85.75.0.10.57.40.2.1.97.24.0.6.95.62.5.3.3.2.7.3.48.93.85.1.0.1.0.97.53.1.92.0.84.3.18.69.97.6.3.96.3.0.1.0.67.34.97.5.69.0.2.1.99.76.92.0.17.3.12.66.6.91.13.1.1.60.22.5.82.1.5.1.2.2.26.71.0.1.0*3.57.83.37.5.51.7.54

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[128, 64], pl.INT16], x_2: pl.Tensor[[1, 16], pl.FP32], x_3: pl.Tensor[[128, 128], pl.INT8], rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[128, 32], pl.FP16], rows_1: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[256, 64], pl.FP32], x_6: pl.Tensor[[256, 32], pl.INT16], x_7: pl.Tensor[[64, 256], pl.BF16], x_8: pl.Tensor[[512, 128], pl.BF16], x_9: pl.Tensor[[8, 8, 512], pl.FP32], x_10: pl.Tensor[[32, 256], pl.INT8], x_11: pl.Tensor[[128, 256], pl.INT8], x_12: pl.Tensor[[4, 256], pl.INT32], out: pl.Out[pl.Tensor[[256, 16], pl.INT16]]) -> pl.Tensor[[256, 16], pl.INT16]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [16, 16], [16, 16], [16, 16], target_memory=None)
        l: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        rs: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(l, [16, 16])
        l_1: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [16, 16])
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l_1, l_1, flag == 0)
        for i, (acc_1, c_1, acc_2) in pl.range(0, 6, 2, init_values=(acc, l_1, acc)):
            t_1: pl.Tile[[64, 16], pl.INT16] = pl.tile.load(x_1, [i % 2 * 64, 16], [64, 16], [64, 16], target_memory=None)
            c_2: pl.Tile[[128, 64], pl.INT16] = pl.tile.create([128, 64], dtype=pl.INT16, target_memory=None)
            for i_1, (c_3, c_4, c_5) in pl.range(8, 0, -2, init_values=(c_2, t_1, l_1)):
                for i_2 in pl.pipeline(3, stage=3):
                    t_2: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 16], [1, 16], target_memory=None)
                    acc_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(c_5, c_5, t_2)
                    t_3: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_3, [64, i_2 % 4 * 32], [64, 32], [64, 32], target_memory=None)
                    lt: pl.Tile[[32, 64], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_3)
                    ln: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[rows, 64], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, rows, 64)
                    c_6: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
                    seed: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_6, rows, 32)
                    acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, ln, t_3, i_2 == 0)
                    t_4: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_4, [0, 0], [128, 16], [128, 16], target_memory=None)
                    t_5: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x, [16, 0], [16, 32], [16, 32], target_memory=None)
                    acc_5: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_4, ln, t_3)
                    v: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.subs(t_5, pl.const(3.0, pl.FP16))
                l_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c_5)
                ln_1: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[rows_1, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_2, rows_1, 16)
                t_6: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_4, [32, 0], [16, 16], [16, 16], target_memory=None)
                acc_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows_1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_1, t_6)
                t_7: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_5, [192, 0], [64, 64], [64, 64], target_memory=None)
                l_3: pl.Tile[[64, 64], pl.FP32, pl.TileView(valid_shape=[32, 64])] = pl.tile.set_validshape(t_7, 32, 64)
                l_4: pl.Tile[[64, 64], pl.FP32, pl.TileView(valid_shape=[48, 64])] = pl.tile.set_validshape(l_3, 48, 64)
                t_8: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_5, [0, 48], [64, 16], [64, 16], target_memory=None)
                acc_7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows_1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_6, ln_1, t_6)
                h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.BF16, mode='round')
                ep: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(h, h)
                ep_1: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep, 0.5)
                c_7, c_8, c_9 = pl.yield_(c_3, c_4, c_5)
            acc_8, c_10, acc_9 = pl.yield_(acc_2, c_1, acc_2)
        t_9: pl.Tile[[128, 16], pl.INT16, pl.TileView(valid_shape=[64, 16])] = pl.tile.load(x_6, [0, 16], [128, 16], [64, 16], target_memory=None)
        p: pl.Tile[[128, 16], pl.INT16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_9)
        t_10: pl.Tile[[64, 8], pl.FP32] = pl.tile.load(x_5, [128, 0], [64, 8], [64, 8], target_memory=None)
        t_11: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(x_5, [224, 0], [8, 64], [8, 64], target_memory=None)
        if rows <= 1:
            t_12: pl.Tile[[32, 128], pl.BF16] = pl.tile.load(x_7, [0, 128], [32, 128], [32, 128], target_memory=None)
            t_13: pl.Tile[[128, 32], pl.BF16] = pl.tile.load(x_8, [128, 32], [128, 32], [128, 32], target_memory=None)
            t_14: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_5, [255, 32], [1, 32], [1, 32], target_memory=None)
            acc_10: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_12, t_13, t_14)
            v_1: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec] = pl.tile.neg(t_13)
            l_5: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[15, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(c_10, 15, 16)
            l_6: pl.Tile[[16, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_5)
            l_7: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[12, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_6, 12, 16)
            ln_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[flag, 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_7, flag, 16)
            t_15: pl.Tile[[2, 8, 128], pl.FP32] = pl.tile.load(x_9, [0, 0, 128], [2, 8, 128], [2, 8, 128], target_memory=None)
        else:
            for i_3, (c_11, c_12, acc_11) in pl.range(0, 4, 2, init_values=(t_11, t_10, acc_8)):
                t_16: pl.Tile[[32, 128], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[1, 128])] = pl.tile.load(x_10, [0, i_3 % 2 * 128], [32, 128], [1, 128], target_memory=pl.Mem.Vec)
                t_17: pl.Tile[[128, 128], pl.INT8] = pl.tile.load(x_11, [0, i_3 % 2 * 128], [128, 128], [128, 128], target_memory=None)
                rp: pl.Tile[[128, 128], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_17)
                t_18: pl.Tile[[1, 128], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_12, [i_3 % 4 * 1, i_3 % 2 * 128], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
                acc_12: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t_16, rp, t_18)
                c_13, c_14, acc_13 = pl.yield_(c_11, c_12, pl.tile.matmul_acc(acc_11, c_10, c_10))
        o: pl.Tensor[[256, 16], pl.INT16] = pl.tile.store(p, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[128, 64], pl.INT16], x_2: pl.Tensor[[1, 16], pl.FP32], x_3: pl.Tensor[[128, 128], pl.INT8], rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[128, 32], pl.FP16], x_5: pl.Tensor[[256, 64], pl.FP32], x_6: pl.Tensor[[256, 32], pl.INT16], x_7: pl.Tensor[[64, 256], pl.BF16], x_8: pl.Tensor[[512, 128], pl.BF16], x_9: pl.Tensor[[8, 8, 512], pl.FP32], x_10: pl.Tensor[[32, 256], pl.INT8], x_11: pl.Tensor[[128, 256], pl.INT8], x_12: pl.Tensor[[4, 256], pl.INT32], out: pl.Out[pl.Tensor[[256, 16], pl.INT16]]) -> pl.Tensor[[256, 16], pl.INT16]:
        r: pl.Tensor[[256, 16], pl.INT16] = self.kernel(x, flag, x_1, x_2, x_3, rows, x_4, 8, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12, out)
        return r
