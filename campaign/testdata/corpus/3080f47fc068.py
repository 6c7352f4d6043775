# irfuzz corpus v1
# signature: "contract | TileMemoryInferred | InferTileMemorySpace | InCore function '_': Op '_' input N ('_') requires Vec but is in Acc |  | "
# status: open
# oracle: contract
# property: TileMemoryInferred
# pass: InferTileMemorySpace
# profile: TileMemoryInferred
# backend: Ascend950
# faults: if-phi-space-unrecorded
# seed: 3847252138005984829
# case: 31
# generator: gen/v1
# statements: 51
# count: 2
# first_seen: 2026-11-30T00:04:17Z
# last_seen: 2026-11-30T00:04:17Z
# choices: 99.6.27.13.67.31.58.3.5.3.16.39.2.2.0.2.0.39.25.7.123.53.6.63.17.81.0.3.19.106.1.89.75.3.8.50.15.22.2.1.1.18.90.3.123.52.8.37.23.36.12.3.33.66.6.1.0.7.13.0.1.0*3.8.40.2.1.0*3.13.5.49.64.0.48.5.2.2.3.10.75.11.2.0*4.55.15.77.1.7.7.84.0.1.1.1.0.37.39.67.40.14.70.38.14.4.89.58.87.8.3.73.86.0.35.78.1.79.70.2.25.6.3.7.5.23.6.56.3.2.2.0.0.10.94.1.2.0.40.10.20.71.5.4.14.3.0.5.18.16.53.4.60.6.29.42.69.96.58.23.0.15.91.73.3.11.31.18.120.89.10.99.19.19.98.3.1.63.29.114.21.15.24.11.1.86.61.3.21.8.1.2.2.74.38.30.3.2.2.0.0.79.44.58.74.13.21.5.76.26.9.26.23.64.2.65.10.51.55.52.10.1.4.46.3.78.5.49.11.92.12.12.1.2.4.28.22.112.14.0.2.0.39.93.87.15.6.9.8.79.2.10.15.0.1.6.80.37.28.3.2.0*3.21.12.29.42.13.2.26.3.0.0.24.29.14.4.61.68.18.28.44.37.80.3.7.6.91.22.1.0.1.65.3.96.1.38.58.16.9.1.2.10.93.94.70.76.0.1.36.85.22.97.4.3.9.11.25.1.57.62.1.19.14.0.4.6.68.4.29.2.5.0.73.30.66.7.12.6.2.3.0.0.8.70.44.52.40.36.4.6.6.84.31.0.1.1.54.99.0.39.33.5.12.27.51.4.94.6.3.3.88.56.16.12.8.4.87.3.40.47.1.84.80.3.57.22.2.29.71.3.65.49.0.21.70.1.44.55.39.0.6.0*3.2.3.67.42.50.37.17.7.2.1.88.73.3.0*4.79.4.99.1.53.95.37.63.3.16.55.13.3.2.9.57.75.2.5.1.74.13.98.2.20.83.6.8.3.4.89.16.2.1.0*3.85.46
# oracles: validity,crash,contract

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512, 32], pl.BF16], x_1: pl.Tensor[[2, 16], pl.FP16], x_2: pl.Tensor[[32, 8], pl.FP16], x_3: pl.Tensor[[64, 128], pl.INT8], x_4: pl.Tensor[[256, 16], pl.INT8], x_5: pl.Tensor[[32, 128], pl.FP32], x_6: pl.Tensor[[256, 256], pl.FP16], flag: pl.Scalar[pl.INDEX], x_7: pl.Tensor[[128, 64], pl.BF16], x_8: pl.Tensor[[8, 64], pl.FP16], out: pl.Out[pl.Tensor[[128, 64], pl.BF16]]) -> pl.Tensor[[128, 64], pl.BF16]:
        t: pl.Tile[[128, 32], pl.BF16] = pl.tile.load(x, [256, 0], [128, 32], [128, 32], target_memory=None)
        w: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec] = pl.tile.write(t, [63, 17], pl.const(3.0, pl.BF16))
        for i, (c,) in pl.range(0, 4, 2, init_values=(w,)):
            c_1: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec] = pl.yield_(c)
        w_1: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec] = pl.tile.write(c_1, [37, 23], pl.const(3.0, pl.BF16))
        t_1: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x_1, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 8], pl.FP16] = pl.tile.load(x_2, [0, 0], [16, 8], [16, 8], target_memory=None)
        g: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 8], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        t_3: pl.Tile[[64, 128], pl.INT8] = pl.tile.load(x_3, [0, 0], [64, 128], [64, 128], target_memory=None)
        t_4: pl.Tile[[128, 8], pl.INT8] = pl.tile.load(x_4, [128, 0], [128, 8], [128, 8], target_memory=None)
        acc: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_3, t_4)
        v: pl.Tile[[128, 8], pl.INT8, pl.Mem.Vec] = pl.tile.minimum(t_4, t_4)
        vs: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 8])] = pl.tile.set_validshape(acc, 17, 8)
        t_5: pl.Tile[[8, 32], pl.FP32] = pl.tile.load(x_5, [0, 0], [8, 32], [8, 32], target_memory=None)
        l: pl.Tile[[2, 32], pl.FP32] = pl.tile.slice(t_5, [2, 32], [0, 0])
        t_6: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_5, [0, 80], [32, 16], [32, 16], target_memory=None)
        c_2: pl.Tile[[2, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([2, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[2, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_2, l, t_6)
        if flag >= 4:
            tr: pl.Tile[[16, 32], pl.FP32] = pl.tile.transpose(t_6, 0, 1, t_6)
            v_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(t_5, t_5)
            v_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.subs(v_1, 1.0)
            t_7: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_6, [0, 0], [64, 64], [64, 64], target_memory=None)
            c_3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_3, t_7, t_7)
            acc_3, acc_4 = pl.yield_(acc_1, acc_1)
        else:
            fp: pl.Tile[[2, 16], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.zero)] = pl.tile.fillpad(c_2)
            acc_3, acc_4 = pl.yield_(acc_1, acc_1)
        v_3: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.sub(acc_1, acc_4)
        s: pl.Scalar[pl.INDEX] = flag % 10
        t_8: pl.Tile[[32, 64], pl.BF16] = pl.tile.load(x_7, [0, 0], [32, 64], [32, 64], target_memory=None)
        t_9: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_7, [0, 0], [64, 64], [64, 64], target_memory=None)
        c_4: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc_5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_4, t_8, t_9)
        t_10: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 8])] = pl.tile.load(x_4, [0, 8], [128, 8], [32, 8], target_memory=pl.Mem.Mat)
        tv: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(acc_5)
        if s != 3:
            mv: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(tv, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            r: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(mv, mv)
            c_5: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 8])] = pl.yield_(t_10)
        else:
            t_11: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_7, [80, 0], [16, 64], [16, 64], target_memory=None)
            t_12: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_7, [0, 0], [64, 64], [64, 64], target_memory=None)
            acc_6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_11, t_12)
            t_13: pl.Tile[[16, 64], pl.INT8] = pl.tile.load(x_3, [16, 64], [16, 64], [16, 64], target_memory=None)
            v_4: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.div(v_3, v_3)
            c_5: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 8])] = pl.yield_(t_10)
        fp_1: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c_5)
        vs_1: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 8], pad=pl.PadValue.zero)] = pl.tile.set_validshape(fp_1, 1, 8)
        vs_2: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[127, 8], pad=pl.PadValue.zero)] = pl.tile.set_validshape(vs_1, 127, 8)
        vs_3: pl.Tile[[128, 8], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[64, 8], pad=pl.PadValue.zero)] = pl.tile.set_validshape(vs_2, 64, 8)
        sl: pl.Tile[[128, 2], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 2])] = pl.tile.slice(t_10, [128, 2], [0, 6])
        t_14: pl.Tile[[8, 64], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[7, 64])] = pl.tile.load(x_8, [0, 0], [8, 64], [7, 64], target_memory=pl.Mem.Mat)
        if s != 2:
            pass
        else:
            pass
        rs: pl.Tile[[64, 16], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, pad=pl.PadValue.zero)] = pl.tile.reshape(fp_1, [64, 16])
        v_5: pl.Tile[[128, 8], pl.INT8, pl.Mem.Vec] = pl.tile.add(v, v)
        o: pl.Tensor[[128, 64], pl.BF16] = pl.tile.store(t_9, [0, 0], out)
        return o
