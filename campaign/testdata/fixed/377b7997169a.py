# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ) |  | out
# status: fixed
# oracle: differential
# property:
# pass:
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 471686253720183331
# case: 71
# generator: gen/v1
# statements: 37
# count: 14
# first_seen: 2026-11-30T01:44:32Z
# last_seen: 2026-11-30T01:45:30Z
# choices: 46.29.114.8.2.7.6.2.4.65.3.0.2.0.1.32.31.6.2.55.66.2.74.2.2.5.0.52.88.81.1.0.2.0.0.17.4.6.1.49.18.4.2.96.1.0.2.0.3.93.1.36.29.3.1.75.87.64.3.33.0.1.3.23.19.86.5.34.33.85.9.5.78.29.106.82.1.21.0.1.68.1.15.0.1.41.9.29.69.54.3.11.53.98.5.47.74.0.7.46.41.2.13.15.20.39.8.24.9.0.0.70.33.58.76.11.5.1.58.21.87.8.2.15.25.58.14.4.14.2.9.35.0.58.87.26.41.27.14.67.97.10.3.84.36.52.1.1.3.28.68.1.1.0.1.0.61.82.95.6.45.69.0.6.90.10.1.6.24.74.27.60.24.3.3.0.41.18.0.2.1.19.2.33.1.20.69.28.114.70.6.49.87.4.1.96.27.64.46.14.3.5.6.98.33.84.0.1.0.12.1.0.20.14.83.29.1.75.14.99.10.28.71.98.49.13.44.13.81.8.4.1.35.15.53.61.7.10.2.63.60.69.2.98.6.82.3.78.1.1.0.62.28.4.12.11.6.15.3.71.0*5.32.66.46.9.60.66.12.61.94.16.105.8.0.1.0.0.73.9.1.39.24.114.99.12.82.3.15.3.1.13.5.86.69.2.1.1.1.0.56.67.51.4.48.96

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 256], pl.INT32], x_1: pl.Tensor[[32, 128], pl.INT8], x_2: pl.Tensor[[32, 256], pl.INT8], flag: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[64, 32], pl.BF16], x_4: pl.Tensor[[256, 256], pl.FP32], x_5: pl.Tensor[[128, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[32, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT8]]) -> pl.Tensor[[64, 64], pl.INT8]:
        t: pl.Tile[[64, 64], pl.INT32] = pl.tile.load(x, [0, 64], [64, 64], [64, 64], target_memory=None)
        v: pl.Tile[[64, 64], pl.INT32, pl.Mem.Vec] = pl.tile.subs(t, pl.const(2, pl.INT32))
        t_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[24, 32])] = pl.tile.load(x_1, [0, 0], [32, 32], [24, 32], target_memory=None)
        t_2: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_2, [0, 192], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 64], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[24, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c, 24, 64)
        acc: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[24, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, t_1, t_2, flag == 3)
        for i in pl.range(0, 2, 2):
            for i_1 in pl.pipeline(0, 2, 2, stage=3):
                v_1: pl.Tile[[64, 64], pl.INT32, pl.Mem.Vec] = pl.tile.sqrt(v)
        v_2: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.maximum(t_1, t_1)
        for i_2, (c_1, c_2) in pl.range(1, 0, -1, init_values=(v_2, v_2)):
            c_3, c_4 = pl.yield_(c_2, c_2)
        v_3: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.recip(c_4)
        tv: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 24], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(v_3)
        q: pl.Scalar[pl.INDEX] = pl.tile.get_block_num()
        v_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 24], blayout=pl.TileLayout.col_major)] = pl.tile.divs(tv, pl.const(3, pl.INT8))
        t_3: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_3, [32, 0], [32, 32], [32, 32], target_memory=None)
        for i_3, (c_5, c_6) in pl.range(0, 16, 2, init_values=(c_3, c_3)):
            t_4: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(x_4, [128, 128], [64, 128], [64, 128], target_memory=None)
            v_5: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.subs(v_3, pl.const(1, pl.INT32))
            t_5: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_5, [64, 0], [64, 32], [64, 32], target_memory=None)
            lt: pl.Tile[[32, 64], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_5)
            ln: pl.Tile[[32, 64], pl.FP32, pl.TileView(valid_shape=[rows, 64], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, rows, 64)
            c_7: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
            seed_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_7, rows, 32)
            acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed_1, ln, t_5, i_3 == 0)
            c_8, c_9 = pl.yield_(v_5, v_5)
        tv_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 24], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c_9)
        l: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[24, 32])] = pl.tile.slice(v_3, [32, 32], [0, 0], [24, 32])
        t_6: pl.Tile[[32, 128], pl.INT8] = pl.tile.load(x_6, [0, 0], [32, 128], [32, 128], target_memory=None)
        c_10: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        seed_2: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[24, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_10, 24, 128)
        acc_2: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[24, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed_2, l, t_6)
        sl: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.slice(acc_2, [32, 64], [0, 0], [1, 64])
        v_6: pl.Tile[[32, 128], pl.INT8, pl.Mem.Vec] = pl.tile.subs(t_6, pl.const(3, pl.INT8))
        o: pl.Tensor[[64, 64], pl.INT8] = pl.tile.store(tv_1, [32, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 256], pl.INT32], x_1: pl.Tensor[[32, 128], pl.INT8], x_2: pl.Tensor[[32, 256], pl.INT8], x_3: pl.Tensor[[64, 32], pl.BF16], x_4: pl.Tensor[[256, 256], pl.FP32], x_5: pl.Tensor[[128, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[32, 128], pl.INT8]) -> pl.Tensor[[64, 64], pl.INT8]:
        out: pl.Tensor[[64, 64], pl.INT8] = pl.tensor.create([64, 64], dtype=pl.INT8)
        r: pl.Tensor[[64, 64], pl.INT8] = self.kernel(x, x_1, x_2, 5, x_3, x_4, x_5, rows, x_6, out)
        return r
