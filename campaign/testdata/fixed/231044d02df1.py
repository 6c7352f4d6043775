# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | args[_]: _ vs _ (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: Default
# backend: Ascend950
# faults:
# seed: 9119045945941369776
# case: 446
# generator: gen/v1
# statements: 35
# count: 1
# first_seen: 2026-11-30T01:44:38Z
# last_seen: 2026-11-30T01:44:38Z
# choices: 41.88.7.62.23.2.9.8.18.1.1.24.71.79.75.0.25.1.5.24.21.13.45.66.6.2.0.2.2.58.2.0*4.33.44.86.4.95.7.1.7.77.27.1.0.70.70.3.10.51.52.38.13.0.1.18.75.3.76.93.0.29.2.54.45.4.48.45.0.93.32.16.5.0.2.39.56.0.1.1.37.1.37.1.68.51.58.31.7.3.2.28.39.34.95.1.6.6.3.70.66.1.0.1.0.0.13.0.0.13.65.77.11.57.9.58.15.63.12.99.58.12.36.5.3.1.82.68.4.10.1.2.7.4.11.14.47.2.0.1.0.90.89.82.4.34.96.5.2.20.10.1.0.3.0.33.1.25.90.32.47.3.2.0.59.2.0.22.70.84.44.7.74.3.108.13.82.98.0.87.88.5.84.41.1.10.69.71.0.12.27.11.74.6.82.5.1.1.48.34.81.69.6.2.15.30.12.23.13.84.23.10.22.4.28.56.0.76.14.4.7.71.19.35.77.3.71.89.66.5.64.6.77.1.0.0.22.9.84.53.3.80.14.10.87.1.1.1.95.80.24.94.39.73.10.98.3.16.56.4.3.6.43.1.0.0.1.0.15.47.46.18.23.42.4.36.73.7.2.23.34.4.14.5.28.6.2.1.85.0.0.4.67.28.3.0*4.11.10

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[16, 64], pl.FP32], x_1: pl.Tensor[[64, 32], pl.FP32], x_2: pl.Tensor[[4, 128, 64], pl.BF16], x_3: pl.Tensor[[32, 64], pl.INT8], rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[4, 32], pl.INT32], x_5: pl.Tensor[[2, 64], pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.range(0, 4, 2):
            pass
        s: pl.Scalar[pl.INDEX] = n - 25
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=None)
        v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        for i_1, (c, c_1, c_2) in pl.range(8, 0, -2, init_values=(v, v, v)):
            rs: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(c_2, [64, 16])
            vs: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 16])] = pl.tile.set_validshape(rs, 17, 16)
            t_1: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_1, [32, 16], [32, 16], [32, 16], target_memory=None)
            tv: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c_2)
            t_2: pl.Tile[[4, 64, 64], pl.BF16] = pl.tile.load(x_2, [0, 0, 0], [4, 64, 64], [4, 64, 64], target_memory=None)
            acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tv, c_2)
            acc_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, tv, c_2)
            ep: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_1, 0.5)
            t_3: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, i_1 % 2 * 32], [32, 32], [32, 32], target_memory=None)
            tv_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_3)
            l: pl.Tile[[32, 32], pl.INT8] = pl.tile.transpose_view(tv_1)
            ln: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[rows, 32])] = pl.tile.set_validshape(l, rows, 32)
            t_4: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, 32], [32, 32], [32, 32], target_memory=None)
            rp: pl.Tile[[32, 32], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
            t_5: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x_4, [2, 0], [1, 32], [1, 32], target_memory=None)
            acc_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, rp, t_5)
            acc_3: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_2, ln, rp)
            for i_2, (acc_4, acc_5) in pl.range(0, 4, 2, init_values=(acc_3, acc_3)):
                acc_6, acc_7 = pl.yield_(acc_5, acc_5)
            if i_1 > 7:
                acc_8: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.yield_(acc_7)
            else:
                pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.S, event_id=4)
                pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.S, event_id=4)
                acc_8: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.yield_(acc_7)
            r: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.col_sum(ln)
            l_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.slice(t_3, [32, 32], [0, 0])
            ln_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[n, 32])] = pl.tile.set_validshape(l_1, n, 32)
            t_6: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x_5, [i_1 % 2 * 1, i_1 % 2 * 32], [1, 32], [1, 32], target_memory=None)
            acc_9: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[n, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln_1, ln_1, t_6)
            t_7: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_3, [0, 0], [32, 64], [32, 64], target_memory=None)
            acc_10: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[n, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_9, ln_1, ln_1)
            v_1: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec] = pl.tile.adds(r, pl.const(2, pl.INT32))
            c_3, c_4, c_5 = pl.yield_(c_2, c_2, c_2)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
