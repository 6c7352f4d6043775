# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want -Inf, got +Inf (N elements differ); stored by TSTORE from TRECIP |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 6178091456210638113
# case: 273769
# generator: gen/v1
# statements: 32
# count: 1
# first_seen: 2026-12-03T18:00:24Z
# last_seen: 2026-12-03T18:00:24Z
# choices: 92.55.8.6.54.61.3.52.3.2.1.1.83.84.9.2.2.2.1.2.69.23.23.12.3.5.7.1.0.2.66.63.16.14.26.56.95.60.8.38.3.1.4.74.10.93.8.37.57.96.11.44.82.25.12.4.1.0.4.76.87.10.3.2.0.2.0.3.2.33.19.48.37.5.6.41.1.0*4.15.6.63.39.94.11.17.33.12.11.85.69.4.5.14.0.0.6.10.17.45.3.2.2.1.2.35.70.0.96.6.54.87.93.1.69.13.1.16.2.0.4.49.7.14.60.0.1.2.1.3.47.8.17.94.7.4.27.82.74.3.12.6.2.5.2.48.8.38.2.3.0.31.85.2.36.77.37.6.7.63.0.1.0.1.0.76.38.73.8.76.56.87.55.54.7.15.4.85.36.14.2.4.1.18.51.2.0.0.50.23.105.76.14.5.6.26.102.14.3.64.0.1.4.91.5.6.18.31.0*5.19.20.4.87.93.13.56.48.1.73.23.1.1.0.1.0.86.97.97.5.5.10.20.3.2.0*4.26.5.86.3.75.33.47

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 128], pl.INT8], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[64, 16], pl.FP16], x_2: pl.Tensor[[16, 64], pl.FP16], x_3: pl.Tensor[[64, 256], pl.BF16], x_4: pl.Tensor[[2, 128], pl.FP32], x_5: pl.Tensor[[128, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 64], pl.INT8]], out_1: pl.Out[pl.Tensor[[64, 32], pl.FP16]], out_2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> tuple[pl.Tensor[[32, 64], pl.INT8], pl.Tensor[[64, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]]:
        pl.system.bar_v()
        t: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [32, 64], [32, 32], [32, 32], target_memory=None)
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 64], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1, True)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_1, t_1)
        t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x_1, [32, 0], [16, 16], [15, 16], target_memory=None)
        t_3: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_2, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t, t_1)
        v: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.add(t_3, t_3)
        t_4: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_3, [16, 128], [16, 64], [16, 64], target_memory=None)
        l: pl.Tile[[16, 64], pl.BF16, pl.TileView(valid_shape=[15, 64])] = pl.tile.set_validshape(t_4, 15, 64)
        ln: pl.Tile[[16, 64], pl.BF16, pl.TileView(valid_shape=[pl.min(flag, 15), 64])] = pl.tile.set_validshape(l, pl.min(flag, 15), 64)
        t_5: pl.Tile[[64, 32], pl.BF16] = pl.tile.load(x_3, [0, 128], [64, 32], [64, 32], target_memory=None)
        t_6: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_4, [1, 96], [1, 32], [1, 32], target_memory=None)
        acc_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 15), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_5, t_6)
        mv: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 15), 32])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 15), 32])] = pl.tile.exp(mv)
        t_7: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x, [96, 0], [32, 64], [32, 64], target_memory=None)
        l_1: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_7)
        t_8: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_5, [64, 0], [64, 32], [64, 32], target_memory=None)
        acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, l_1, t_8)
        t_9: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_1, [0, 0], [64, 16], [64, 16], target_memory=None)
        s: pl.Scalar[pl.INDEX] = flag - 7
        ep_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_4, 0.5)
        h: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep_1, target_type=pl.FP16, mode='ceil')
        o: pl.Tensor[[32, 64], pl.INT8] = pl.tile.store(t_7, [0, 0], out)
        v_1: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.recip(h)
        o_1: pl.Tensor[[64, 32], pl.FP16] = pl.tile.store(h, [32, 0], out_1)
        o_2: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(v_1, [0, 0], out_2)
        return o, o_1, o_2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 128], pl.INT8], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[64, 16], pl.FP16], x_2: pl.Tensor[[16, 64], pl.FP16], x_3: pl.Tensor[[64, 256], pl.BF16], x_4: pl.Tensor[[2, 128], pl.FP32], x_5: pl.Tensor[[128, 32], pl.INT8], out: pl.Out[pl.Tensor[[64, 32], pl.FP16]], out_1: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> tuple[pl.Tensor[[32, 64], pl.INT8], pl.Tensor[[64, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]]:
        out_2: pl.Tensor[[32, 64], pl.INT8] = pl.tensor.create([32, 64], dtype=pl.INT8)
        r: pl.Tuple[pl.Tensor[[32, 64], pl.INT8], pl.Tensor[[64, 32], pl.FP16], pl.Tensor[[32, 32], pl.FP16]] = self.kernel(x, flag, x_1, x_2, x_3, x_4, x_5, out_2, out, out_1)
        return r[0], r[1], r[2]
