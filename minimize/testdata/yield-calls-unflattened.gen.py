# irfuzz corpus v1
# signature: "simdiag | malformed |  | tile of type pl.Tile[_] has no allocated address (compile through AllocateMemoryAddr) |  | "
# status: open
# oracle: simdiag
# property: malformed
# pass:
# profile: TileMemoryInferred
# backend: 910B
# faults: yield-calls-unflattened
# seed: 127
# case: 0
# generator: gen
# statements: 53
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 24.90.15.79.7.0.1.6.70.30.31.1.0*4.5.28.25.11.10.1.10.1.0.2.0.1.57.25.19.11.2.46.4.19.59.16.104.4.1.2.1.3.61.32.32.1.5.3.6.81.62.0.1.0*3.76.96.78.6.0.3.4.71.3.0.2.0.3.97.0.22.1.2.1.2.0.78.32.24.74.6.3.0.0.61.0.1.1.0.0.85.13.3.1.1.1.1.0.48.39.99.99.15.3.5.23.36.84.4.0.0.5.89.3.36.71.45.12.98.4.0.26.93.15.1.84.80.5.0.3.4.49.3.99.3.75.5.8.27.38.1.69.66.0.53.15.57.53.25.14.0.78.3.2.1.1.1.99.0.25.16.71.6.99.74.7.78.91.1.5.3.44.64.0.13.89.15.3.50.7.9.1.4.5.60.107.9.92.26.3.14.42.20.52.2.2.0.11.0.75.74.0.78.8.10.27.86.0.12.59.36.0.6.7.5.91.36.3.1.1.0.1.19.0.54.64.37.81.7.4.5.18.18.0.2.0.28.29.66.5.47.11.0.0.6.34.90.56.1.1.0.1.0.23.1.94.50.80.72.2.88.6.68.1.65.95.31.33.6.4.3.66.74.2.0*4.6.45.41.64.5.2.5.41.29.2.0*4.9.63.54.46.14.15.4.56.66.19.15.60.9.30.38.8.4.0.4.91.81.1.0.2.0.3.83.1.83.77.81.9.1.14.7.18.104.5.58.54.3.14.57.1.2.15.45.46.23.80.52.14.90.2.3.3.31.9.63.6.1.0.41.34.90.11.4.79.1.7.73.3.77.2.22.81.5.55.3.7.2.39.0.54.1.83.53.2.2.0.3.0.72.38.9.4.44.59.3.1.0*3.32.84.49.25

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.BF16], x_1: pl.Tensor[[64, 128], pl.BF16], x_2: pl.Tensor[[64, 128], pl.INT8], x_3: pl.Tensor[[1, 512], pl.BF16], x_4: pl.Tensor[[512, 32], pl.BF16], x_5: pl.Tensor[[2, 32], pl.FP32], x_6: pl.Tensor[[32, 32], pl.FP32], x_7: pl.Tensor[[64, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[128, 16], pl.INT16], x_9: pl.Tensor[[32, 64], pl.BF16], x_10: pl.Tensor[[64, 16], pl.BF16], x_11: pl.Tensor[[32, 64], pl.INT16], x_12: pl.Tensor[[16, 64], pl.INT32], x_13: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        t: pl.Tile[[32, 64], pl.BF16] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=None)
        t_1: pl.Tile[[64, 32], pl.BF16] = pl.tile.load(x_1, [0, 32], [64, 32], [64, 32], target_memory=None)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        ep: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc, acc)
        ep_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ep)
        sl: pl.Tile[[16, 16], pl.BF16] = pl.tile.slice(t, [16, 16], [16, 48])
        t_2: pl.Tile[[32, 128], pl.INT8] = pl.tile.load(x_2, [0, 0], [32, 128], [32, 128], target_memory=None)
        t_3: pl.Tile[[1, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_3, [0, 384], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        t_4: pl.Tile[[128, 16], pl.BF16] = pl.tile.load(x_4, [256, 0], [128, 16], [128, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4)
        t_5: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_5, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_6: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_6, [16, 16], [16, 16], [16, 16], target_memory=None)
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_5, t_6)
        if flag > 5:
            mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.cast(mv, target_type=pl.BF16, mode='trunc')
            ep_2: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.muls(h, 0.5)
            c: pl.Tile[[1, 128], pl.BF16, pl.Mem.Vec] = pl.yield_(pl.tile.neg(t_3))
        else:
            mv_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.cast(mv_1, target_type=pl.INT32, mode='ceil')
            ep_3: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.muls(h_1, 0.5)
            ep_4: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.muls(ep_3, 0.5)
            t_7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_7, [16, 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(mv_1, t_7)
            r: pl.Tile[[128, 1], pl.BF16, pl.Mem.Vec] = pl.tile.row_sum(t_4, t_4)
            c: pl.Tile[[1, 128], pl.BF16, pl.Mem.Vec] = pl.yield_(pl.tile.relu(t_3))
        for i, (c_1,) in pl.pipeline(4, stage=2, init_values=(c,)):
            c_2: pl.Tile[[1, 128], pl.BF16, pl.Mem.Vec] = pl.yield_(t_3)
        acc_2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_2, t_4)
        t_8: pl.Tile[[64, 8], pl.INT16, pl.TileView(valid_shape=[32, 8])] = pl.tile.load(x_8, [0, 8], [64, 8], [32, 8], target_memory=None)
        t_9: pl.Tile[[8, 16], pl.INT16] = pl.tile.load(x_8, [16, 0], [8, 16], [8, 16], target_memory=None)
        t_10: pl.Tile[[16, 64], pl.BF16, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x_9, [16, 0], [16, 64], [1, 64], target_memory=None)
        ln: pl.Tile[[16, 64], pl.BF16, pl.TileView(valid_shape=[flag, 64])] = pl.tile.set_validshape(t_10, flag, 64)
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[flag, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_1, bm)
        t_11: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x_10, [0, 0], [64, 16], [64, 16], target_memory=None)
        t_12: pl.Tile[[32, 64], pl.INT16] = pl.tile.load(x_11, [0, 0], [32, 64], [32, 64], target_memory=None)
        fp: pl.Tile[[32, 64], pl.INT16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_12)
        v: pl.Tile[[32, 64], pl.INT16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.abs(fp)
        t_13: pl.Tile[[16, 16], pl.INT32, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x_12, [0, 48], [16, 16], [15, 16], target_memory=None)
        mv_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep_5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.add(mv_2, mv_2)
        for i_1, (c_3, c_4) in pl.range(2, init_values=(ep_5, ep_5)):
            v_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.muls(c_4, 3.0)
            c_5, c_6 = pl.yield_(v_1, v_1)
        mv_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep_6: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.exp(mv_3)
        ep_7: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.add(ep_6, ep_6)
        ep_8: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 32])] = pl.tile.muls(ep_7, 0.5)
        ep_9: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[flag, 1])] = pl.tile.row_sum(ep_8, ep_8)
        t_14: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_7, [54, 16], [1, 16], [1, 16], target_memory=None)
        t_15: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_13, [48, 0], [16, 64], [16, 64], target_memory=None)
        g_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_14, t_15)
        g_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_14, t_15)
        o: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(ep_9, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 64], pl.BF16], x_1: pl.Tensor[[64, 128], pl.BF16], x_2: pl.Tensor[[64, 128], pl.INT8], x_3: pl.Tensor[[1, 512], pl.BF16], x_4: pl.Tensor[[512, 32], pl.BF16], x_5: pl.Tensor[[2, 32], pl.FP32], x_6: pl.Tensor[[32, 32], pl.FP32], x_7: pl.Tensor[[64, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[128, 16], pl.INT16], x_9: pl.Tensor[[32, 64], pl.BF16], x_10: pl.Tensor[[64, 16], pl.BF16], x_11: pl.Tensor[[32, 64], pl.INT16], x_12: pl.Tensor[[16, 64], pl.INT32], x_13: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        r: pl.Tensor[[32, 1], pl.FP32] = self.kernel(x, x_1, x_2, x_3, x_4, x_5, x_6, x_7, flag, x_8, x_9, x_10, x_11, x_12, x_13, out)
        return r
