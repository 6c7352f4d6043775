# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TROW_EXPAND_MUL(_ = tile.row_expand_mul @N): source N shape [_] does not fit a row broadcast to [_] |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 2992413155834084960
# case: 6983
# generator: gen/v1
# statements: 55
# count: 18
# first_seen: 2026-12-03T17:43:10Z
# last_seen: 2026-12-03T18:16:46Z
# choices: 63.95.6.20.85.71.1.13.0*3.3.42.43.38.0.2.2.3.3.78.38.45.12.27.9.5.10.1.1.2.0.0.87.0.31.24.19.1.1.42.82.54.45.8.8.1.5.1.42.0.1.1.0.0.91.0*3.1.0.0.16.45.85.73.2.39.13.3.2.0.34.24.83.1.1.2.1.2.60.65.0.69.3.84.0.20.4.24.49.57.4.5.31.1.5.0.99.1.64.5.15.4.62.3.87.1.10.99.5.6.64.18.3.0*4.38.33.17.97.48.9.80.28.76.73.14.14.84.90.4.91.76.0.6.60.7.71.82.12.15.22.0.1.33.99.91.1.46.70.0.55.0.2.2.39.38.56.48.9.7.1.29.62.15.1.0.16.50.4.31.82.12.4.5.38.43.42.3.6.3.87.80.3.0.1.0.0.8.1.7.58.57.43.1.12.2.28.91.70.1.17.8.0.2.7.96.78.65.1.0.1.0.0.91.1.7.76.21.5.3.81.3.0*4.83.15.9.22.5.94.5.11.10.11.95.25.116.0.11.5.14.2.111.31.6.6.41.1.76.11.14.1.4.54.64.6.3.3.1.91.2.0.1.0.1.2.30.1.0.1.12.80.2.16.45.6.6.34.1.1.1.1.1.58.24.94.11.79.39.44.1.5.4.4.13.2.0.2.0.23.3.82.45.77.9.5.1.54.84.1.63.79.3.11.57.0.0.23.64.101.89.66.2.4.64.69.0.1.10.24.7.17.11.2.91.1.5.69.36.64.4.6.1.26.5.1.86.0.97.1.62.10.17.93.6.3.90.49.4.17.67.1.41.100.56.50.3.5.19.3.92.1.0.22.3.0.84.63.46.13.31.51.1.0*4.77.10.3.67.53.11.27.58.28.0.5.3.3.1.1.88.27.69.1.18.61.96.33.93.23.26

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 512], pl.BF16], x_1: pl.Tensor[[256, 128], pl.BF16], x_2: pl.Tensor[[64, 64], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]], x_4: pl.Tensor[[128, 128], pl.BF16], x_5: pl.Tensor[[16, 128], pl.BF16], x_6: pl.Tensor[[16, 128], pl.BF16], x_7: pl.Tensor[[1, 256], pl.FP32], out_1: pl.Out[pl.Tensor[[128, 256], pl.FP32]], x_8: pl.Tensor[[32, 128], pl.INT32], n: pl.Scalar[pl.INDEX], out_2: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        for i in pl.range(0, 4, 2):
            t: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [48, i % 4 * 128], [16, 128], [16, 128], target_memory=None)
            t_1: pl.Tile[[128, 32], pl.BF16] = pl.tile.load(x_1, [0, i % 4 * 32], [128, 32], [128, 32], target_memory=None)
            acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        t_2: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_2, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.slice(t_2, [32, 16], [0, 0])
        t_3: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_3, [64, 32], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t_3, 16, 16)
        l_1: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(l, 16, 16)
        t_4: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [80, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_1, t_4)
        mv: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.exp(mv)
        ep_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.muls(ep, 0.5)
        ep_2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.add(ep_1, ep_1)
        o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(l, [0, 0], out)
        tmp: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 1])] = pl.tile.row_max(ep_2, tmp)
        v: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 1])] = pl.tile.mul(r, r)
        for i_1, (o_1,) in pl.range(0, 2, 2, init_values=(o,)):
            v_1: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 1])] = pl.tile.minimum(v, v)
            o_2: pl.Tensor[[64, 16], pl.FP32] = pl.yield_(o_1)
        for i_2, (o_3, c) in pl.range(2, init_values=(o_2, ep_2)):
            o_4, c_1 = pl.yield_(o_3, c)
        h: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.cast(c_1, target_type=pl.INT8, mode='trunc')
        t_5: pl.Tile[[128, 64], pl.BF16, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x_4, [0, 0], [128, 64], [1, 64], target_memory=None)
        tv: pl.Tile[[64, 128], pl.BF16, pl.TileView(valid_shape=[64, 1], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_5)
        t_6: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_5, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[64, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_6)
        t_7: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x_6, [0, 0], [16, 128], [16, 128], target_memory=None)
        acc_2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t_7)
        x_9: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_mul(acc_2, v)
        tmp_1: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec] = pl.tile.create([64, 32], dtype=pl.INT8, target_memory=pl.Mem.Vec)
        tr: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 16])] = pl.tile.transpose(h, 0, 1, tmp_1)
        v_2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.sub(c_1, c_1)
        v_3: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 16])] = pl.tile.mul(tr, tr)
        t_8: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(x_7, [0, 128], [1, 128], [1, 128], target_memory=None)
        t_9: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x_3, [0, 32], [128, 32], [128, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9, acc_phase='final')
        o_5: pl.Tensor[[128, 256], pl.FP32] = pl.tile.store(x_9, [64, 128], out_1)
        for i_3 in pl.parallel(3, 0, -1):
            t_10: pl.Tile[[32, 32], pl.INT32] = pl.tile.load(x_8, [0, 96], [32, 32], [32, 32], target_memory=None)
            s: pl.Scalar[pl.INDEX] = pl.min(n, 24)
            for (n_1, c_2, c_3) in pl.while_(init_values=(0, t_9, t_10)):
                pl.cond(n_1 < 3)
                n_2: pl.Scalar[pl.INDEX] = n_1 + 1
                n_3, c_4, c_5 = pl.yield_(n_2, c_2, c_3)
            pl.system.bar_m()
            t_11: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_2, [i_3 % 4 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            v_4: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.add(v_2, ep_1)
            for (n_4, c_6) in pl.while_(init_values=(0, s)):
                pl.cond(n_4 < 1)
                n_5: pl.Scalar[pl.INDEX] = n_4 + 1
                n_6, c_7 = pl.yield_(n_5, n_4)
        o_6: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(g, [0, 0], out_2)
        t_12: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_3, [32, 32], [32, 32], [32, 32], target_memory=None)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_9, t_12, bm)
        return o_4, o_5, o_6
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 512], pl.BF16], x_1: pl.Tensor[[256, 128], pl.BF16], x_2: pl.Tensor[[64, 64], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP32], x_4: pl.Tensor[[128, 128], pl.BF16], x_5: pl.Tensor[[16, 128], pl.BF16], x_6: pl.Tensor[[16, 128], pl.BF16], x_7: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[128, 256], pl.FP32]], x_8: pl.Tensor[[32, 128], pl.INT32], out_1: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        out_2: pl.Tensor[[64, 16], pl.FP32] = pl.tensor.create([64, 16], dtype=pl.FP32)
        r: pl.Tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x, x_1, x_2, x_3, out_2, x_4, x_5, x_6, x_7, out, x_8, 24, out_1)
        return r[0], r[1], r[2]
