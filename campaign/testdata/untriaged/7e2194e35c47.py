# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: DistTensorCtxMaterialized
# backend: Ascend950
# faults:
# seed: 4189372479952395505
# case: 41487
# generator: gen/v1
# statements: 53
# count: 2
# first_seen: 2026-12-03T17:43:15Z
# last_seen: 2026-12-03T17:43:23Z
# choices: 73.69.1.55.13.3.6.7.99.71.92.3.0.1.0.0.50.43.28.93.7.65.8.49.13.10.55.1.1.0.1.0.55.87.1.104.3.1.1.0.1.28.75.2.26.2.2.8.19.115.21.1.43.22.68.44.11.9.8.3.84.4.10.2.19.28.81.55.8.11.6.0.2.1.0.0.18.38.65.18.12.0.0.24.8.72.14.4.34.20.80.4.84.91.39.56.6.6.6.4.20.3.1.1.0.0.41.74.91.41.95.37.26.1.3.2.7.26.3.0.2.0.3.65.56.52.67.8.0.0.1.1.0.0.62.6.28.0.30.47.10.12.45.1.86.61.1.38.13.0.7.0.82.73.86.2.0.2.0.3.64.60.36.71.4.13.48.37.49.4.2.3.32.59.1.0.1.0.1.82.89.63.5.12.6.1.4.3.63.80.38.1.0*4.14.39.93.94.3.29.7.2.82.0.2.2.2.3.21.96.20.28.0.16.3.98.0.47.2.73.53.34.15.7.1.77.90.85.6.94.89.2.5.6.91.10.110.81.0.13.56.21.102.6.73.70.4.43.26.91.2.3.1.49.50.73.9.2.67.3.88.4.23.68.2.63.59.2.96.0.15.1.47.34.63.9.48.85.32.43.6.1.7.4.5.3.2.0*3.49.60.85.1.1.25.4.0.29.12.55.3.71.0.4.5.56.7.109.5.88.95.1.1.0*3.51.73.3.75.95.3.10.71.77.11.12.4.3.4.4.84.82.36.2.0.6.53.19.40.89.7.75.84.19.90.99.96.71.4.82.3.5.6.94.90.6.66.14.4.54.1.5.45.1.14.7.59.3.82.68.3.9.66.0.9.15.3.3.5.18.77.39.3.0.0.61.34.46.88.2.96.69.39.52.41.43.76.32.26

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]], x_1: pl.Tensor[[128, 128], pl.INT8], x_2: pl.Tensor[[32, 512], pl.FP32], x_3: pl.Tensor[[16, 64], pl.BF16], x_4: pl.Tensor[[16, 128], pl.BF16], x_5: pl.Tensor[[16, 128], pl.FP16], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[512, 256], pl.FP16], x_7: pl.Tensor[[256, 32], pl.FP32], out_1: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=None)
        lt: pl.Tile[[64, 16], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t)
        o: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(acc, [64, 0], out)
        sl: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [32, 32], [0, 32])
        mem: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        tr: pl.Tile[[64, 16], pl.FP32] = pl.tile.transpose(t, 0, 1, tmp)
        v: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(tr, tr)
        e: pl.Scalar[pl.FP32] = pl.tile.read(sl, [19, 28])
        sl_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [16, 16], [0, 0])
        ep: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(sl)
        if rows > 5:
            t_1: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_1, [0, 0], [64, 64], [64, 64], target_memory=None)
            for (n,) in pl.while_(init_values=(0,)):
                pl.cond(n < 1)
                t_2: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x_2, [0, 384], [32, 128], [32, 128], target_memory=None)
                sl_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.slice(t_2, [16, 64], [0, 0])
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
            t_3: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_3, [0, 48], [16, 16], [16, 16], target_memory=None)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_3, t_3)
            t_4: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(x_4, [0, 64], [16, 64], [16, 64], target_memory=None)
            t_5: pl.Tile[[16, 128], pl.FP16] = pl.tile.load(x_5, [0, 0], [16, 128], [16, 128], target_memory=None)
            ln: pl.Tile[[16, 128], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, 16), 128])] = pl.tile.set_validshape(t_5, pl.min(rows, 16), 128)
            t_6: pl.Tile[[128, 64], pl.FP16] = pl.tile.load(x_6, [256, 192], [128, 64], [128, 64], target_memory=None)
            rp: pl.Tile[[128, 64], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6)
            t_7: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_2, [16, 192], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
            acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, rp, t_7)
        else:
            for i, (acc_3,) in pl.range(0, 6, 2, init_values=(sl,)):
                v_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.sub(ep, acc_3)
                vs: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[33, 16], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, 33, 16)
                acc_4: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(pl.tile.matmul_acc(acc_3, v_1, v_1))
            tmp_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            ep_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc_4, tmp_1)
            ep_2: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ep_1, 0.5)
            ep_3: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ep_2)
            l: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.set_validshape(v, 1, 16)
            acc_5: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, sl_1)
            t_8: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_7, [0, 0], [64, 32], [64, 32], target_memory=None)
            for i_1 in pl.range(8):
                pass
        o_1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t, [0, 0], out_1)
        v_2: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tr, v)
        t_9: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 96], [16, 16], [16, 16], target_memory=None)
        acc_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_9, t_9)
        acc_7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_6, t_9, t_9)
        acc_8: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_7, t_9, t_9, rows <= 6)
        acc_9: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_8, t_9, t_9)
        ep_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc_9)
        ep_5: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep_4, ep_4)
        ep_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep_5, ep_5)
        v_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t_9)
        t_10: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x_7, [0, 0], [128, 32], [128, 32], target_memory=None)
        acc_10: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_10, ep)
        acc_11: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_10, t_10, ep)
        return o, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]], x_1: pl.Tensor[[128, 128], pl.INT8], x_2: pl.Tensor[[32, 512], pl.FP32], x_3: pl.Tensor[[16, 64], pl.BF16], x_4: pl.Tensor[[16, 128], pl.BF16], x_5: pl.Tensor[[16, 128], pl.FP16], x_6: pl.Tensor[[512, 256], pl.FP16], x_7: pl.Tensor[[256, 32], pl.FP32], out_1: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        r: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.kernel(x, out, x_1, x_2, x_3, x_4, x_5, 33, x_6, x_7, out_1)
        return r[0], r[1]
