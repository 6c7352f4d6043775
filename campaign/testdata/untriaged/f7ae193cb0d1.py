# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N TEXTRACT(_ = tile.extract @N): runs on pipe V, which a AIC core does not have |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 8891983146536103840
# case: 277753
# generator: gen/v1
# statements: 53
# count: 2
# first_seen: 2026-12-03T18:00:57Z
# last_seen: 2026-12-03T18:13:31Z
# choices: 20.66.13.36.6.6.2.0.12.56.47.12.14.2.1.25.28.48.1.2.2.1.1.84.0.92.25.7.85.108.57.72.0.5.44.53.80.2.99.14.66.1.0.0.32.38.17.50.5.4.25.3.2.1.0.0.3.20.16.3.97.40.70.60.18.32.10.24.48.3.43.1.73.2.4.4.64.78.3.90.9.65.0.25.0.91.1.2.0.80.55.2.41.23.62.9.6.32.1.1.1.1.1.26.85.36.13.85.0.70.56.37.81.4.27.4.3.7.5.90.81.52.1.0.1.1.92.4.19.87.92.3.66.11.86.3.1.31.82.7.3.4.0.3.0.23.7.99.1.45.0.0.6.94.1.23.31.80.0.10.7.1.6.2.70.74.12.0.0.2.0.3.23.96.0.73.0.37.61.70.15.39.51.20.66.20.12.3.6.7.26.22.50.0*3.43.49.6.74.1.80.3.27.10.58.72.13.7.3.86.17.3.41.31.26.93.3.0.1.5.30.14.104.5.0.0.4.48.3.99.5.6.31.84.3.1.0.1.0.31.63.114.6.71.95.3.0.64.12.73.1.1.55.109.74.92.3.42.0.83.70.1.9.11.1.1.6.5.33.49.2.93.55.3.43.23.94.47.3.82.10.28.95.115.4.28.74.67.6.2.0.2.84.2.0.1.0.91.39.44.0.1.2.53.0.48.2.65.28.25.0.0.30.84.93.14.1.15.93.5.12.80.15.1.68.4.0.2.3.0.92.97.22.67.26.29

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[64, 256], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 32], pl.FP32]], x_3: pl.Tensor[[1, 64], pl.INT8], x_4: pl.Tensor[[64, 256], pl.INT8]) -> pl.Tensor[[2, 32], pl.FP32]:
        c: pl.Tile[[64, 64], pl.FP32] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=None)
        tv: pl.Tile[[64, 64], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c)
        ex: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(c, 16, 16, [16, 16], target_memory=pl.Mem.Left)
        pl.system.bar_v()
        if flag > 4:
            l: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.slice(ex, [16, 16], [0, 0])
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, l, t, True)
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.yield_(l)
        else:
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.yield_(ex)
        l_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.row_major)] = pl.tile.set_validshape(c_2, 8, 16)
        l_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.row_major)] = pl.tile.slice(l_1, [16, 16], [0, 0], [15, 16])
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [16, 64], [16, 64], [16, 64], target_memory=None)
        rp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_1)
        c_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_3, l_2, rp, True)
        t_2: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 16], [32, 16], [32, 16], target_memory=None)
        lt: pl.Tile[[16, 32], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_2)
        tv_1: pl.Tile[[32, 16], pl.FP32] = pl.tile.transpose_view(lt)
        l_3: pl.Tile[[16, 32], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tv_1)
        ln: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[pl.min(flag, 16), 32], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(l_3, pl.min(flag, 16), 32)
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=2.0)
        bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 16), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, tv_1, bm)
        t_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_1, [23, 112], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        t_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 96], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_3, t_4)
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_3, t_4)
        t_5: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_2, [0, 192], [64, 64], [64, 64], target_memory=None)
        l_4: pl.Tile[[64, 64], pl.FP16, pl.TileView(valid_shape=[17, 64])] = pl.tile.set_validshape(t_5, 17, 64)
        acc_3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_4, t_5)
        t_6: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        f_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=2.0)
        bm_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_4: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_6, l_3, bm_1)
        vs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(g_1, 1, 16)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        h: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.cast(mv, target_type=pl.FP16, mode='trunc')
        h_1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.BF16, mode='ceil')
        ep: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(h_1, 0.5)
        o: pl.Tensor[[2, 32], pl.FP32] = pl.tile.store(f_1, [1, 0], out)
        for i, (o_1,) in pl.range(3, 0, -1, init_values=(o,)):
            m: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.move(h_1, target_memory=pl.Mem.Mat)
            if i < 2:
                o_2: pl.Tensor[[2, 32], pl.FP32] = pl.yield_(o_1)
            else:
                t_7: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x_2, [i % 2 * 32, 192], [32, 64], [32, 64], target_memory=None)
                ln_1: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[pl.min(flag, 32), 64])] = pl.tile.set_validshape(t_7, pl.min(flag, 32), 64)
                acc_5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 32), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_1, t_5)
                for i_1 in pl.range(1):
                    t_8: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_3, [0, i_1 % 2 * 32], [1, 32], [1, 32], target_memory=None)
                    t_9: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_4, [0, 128], [32, 64], [32, 64], target_memory=None)
                    g_2: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_8, t_9)
                mv_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 64])] = pl.tile.move(acc_5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                ep_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 64])] = pl.tile.add(mv_1, mv_1)
                o_2: pl.Tensor[[2, 32], pl.FP32] = pl.yield_(o_1)
            o_3: pl.Tensor[[2, 32], pl.FP32] = pl.yield_(o_2)
        return o_3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[64, 256], pl.FP16], out: pl.Out[pl.Tensor[[2, 32], pl.FP32]], x_3: pl.Tensor[[1, 64], pl.INT8], x_4: pl.Tensor[[64, 256], pl.INT8]) -> pl.Tensor[[2, 32], pl.FP32]:
        r: pl.Tensor[[2, 32], pl.FP32] = self.kernel(x, flag, x_1, x_2, 27, out, x_3, x_4)
        return r
