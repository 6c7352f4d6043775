# irfuzz corpus v1
# signature: "soundness | hazard |  | every verifier accepted every stage, yet WAR: aic0#N TFILLPAD(_ = tile.fillpad @N) (MTE2) writes aic0 L1[N, N) read by aic0#N TMOV(_ = tile.move @N) (MTE1) with no happens-before edge; missing set_flag(MTE1, MTE2) / wait_flag(MTE1, MTE2) between them |  | "
# status: fixed
# oracle: soundness
# property: hazard
# pass:
# profile: TileMemoryInferred
# backend: Ascend950
# faults:
# seed: 1661015791328125484
# case: 2009
# generator: gen/v1
# statements: 40
# count: 1
# first_seen: 2026-11-30T01:45:14Z
# last_seen: 2026-11-30T01:45:14Z
# choices: 36.64.4.60.10.1.5.6.67.0.42.0.1.2.0.1.5.5.5.8.13.4.72.1.2.2.0.3.79.52.79.1.12.84.6.50.13.95.1.65.54.44.0.9.0.2.1.0.0.30.32.46.6.66.21.2.1.1.1.1.66.26.38.84.7.6.2.38.93.1.1.0.1.0.24.15.104.11.48.72.0.76.12.70.2.49.48.86.10.2.45.1.0.0.42.46.78.84.32.47.91.58.84.15.0.0.1.0.1.35.0.2.1.69.54.42.42.6.2.4.41.15.1.2.0.3.0.3.97.91.4.3.91.3.3.31.47.6.44.2.3.1.0.1.0.31.37.73.0.41.15.1.5.4.29.33.70.0.0.1.0.1.49.2.78.76.10.0.20.3.1.1.97.1.76.28.22.105.3.74.9.3.11.7.88.110.59.55.15.2.5.74.62.7.0.1.1.31.2.2.2.28.0.15.0.75.2.1.2.2.83.60.83.34.1.8.0.2.0.26.91.25.98.11.12.3.43.96.48.63.44.15.47.14.0*4.55.2.67.50.1.28.25.2.17.90.86.5.0.0.4.34.38.102.10.17.1.2.0.44.1.57.25.72.2.3.81.26.117.12.3.42.9.84.3.5.0.74.49.8.64.83.2.1.18.56.2.75.99.78.8

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 256], pl.FP16], x_1: pl.Tensor[[256, 64], pl.FP16], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]], x_2: pl.Tensor[[16, 64], pl.FP32], x_3: pl.Tensor[[256, 64], pl.INT32], out_1: pl.Out[pl.Tensor[[128, 16], pl.FP16]], x_4: pl.Tensor[[32, 32], pl.FP16], x_5: pl.Tensor[[4, 128], pl.BF16], x_6: pl.Tensor[[128, 128], pl.BF16], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[64, 32], pl.FP32], pl.Tensor[[128, 16], pl.FP16]]:
        t: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x, [0, 64], [32, 64], [32, 64], target_memory=None)
        t_1: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_1, [0, 48], [64, 16], [64, 16], target_memory=None)
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=1.0)
        bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t_1, bm)
        p: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(bm)
        sl: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(p, [1, 16], [0, 0])
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(acc, [32, 16], out)
        t_2: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(x_2, [8, 0], [8, 64], [8, 64], target_memory=None)
        for i in pl.parallel(0, 8, 2):
            l: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
            t_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_2, [0, 0], [16, 64], [16, 64], target_memory=None)
            acc_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_3)
            acc_2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, t_3)
            sl_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc_2, [1, 32], [0, 32])
        t_4: pl.Tile[[64, 64], pl.INT32] = pl.tile.load(x_3, [192, 0], [64, 64], [64, 64], target_memory=None)
        ep: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        ep_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep, 0.5)
        o_1: pl.Tensor[[128, 16], pl.FP16] = pl.tile.store(t_1, [64, 0], out_1)
        t_5: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x_4, [0, 16], [32, 16], [32, 16], target_memory=None)
        t_6: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_4, [16, 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_5, t_6)
        for i_1, (acc_4,) in pl.range(4, init_values=(acc_3,)):
            if i_1 >= 5:
                continue
            t_7: pl.Tile[[1, 32], pl.BF16] = pl.tile.load(x_5, [0, 0], [1, 32], [1, 32], target_memory=None)
            t_8: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_6, [i_1 % 4 * 32, i_1 % 4 * 32], [32, 32], [32, 32], target_memory=None)
            g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
            g_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_7, t_8)
            acc_5: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_4)
        r: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ep, ep)
        if flag <= 0:
            ex: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(r, 0, 0, [32, 1], target_memory=pl.Mem.Vec)
        else:
            h: pl.Tile[[32, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_5, target_type=pl.BF16, mode='ceil')
            for i_2 in pl.pipeline(4, stage=3):
                pass
            m: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(acc_5, target_memory=pl.Mem.Mat)
            tv: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(m)
        o_2: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(r, [32, 18], o)
        return o_2, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 256], pl.FP16], x_1: pl.Tensor[[256, 64], pl.FP16], x_2: pl.Tensor[[16, 64], pl.FP32], x_3: pl.Tensor[[256, 64], pl.INT32], x_4: pl.Tensor[[32, 32], pl.FP16], x_5: pl.Tensor[[4, 128], pl.BF16], x_6: pl.Tensor[[128, 128], pl.BF16], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[64, 32], pl.FP32], pl.Tensor[[128, 16], pl.FP16]]:
        out: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.create([64, 32], dtype=pl.FP32)
        out_1: pl.Tensor[[128, 16], pl.FP16] = pl.tensor.create([128, 16], dtype=pl.FP16)
        r: pl.Tuple[pl.Tensor[[64, 32], pl.FP32], pl.Tensor[[128, 16], pl.FP16]] = self.kernel(x, x_1, out, x_2, x_3, out_1, x_4, x_5, x_6, flag)
        return r[0], r[1]
