# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N SET_FLAG(system.sync_src @N): a AIC core has no pipe V |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 8519541054412358566
# case: 120679
# generator: gen/v1
# statements: 28
# count: 2
# first_seen: 2026-12-03T17:43:23Z
# last_seen: 2026-12-03T18:02:46Z
# choices: 80.91.4.55.8.0.2.78.63.1.12.83.85.0.15.74.41.1.8.67.55.1.10.38.57.55.84.7.3.0.3.3.60.0.0.1.0.18.1.21.1.82.54.47.15.54.87.2.83.28.41.87.10.19.90.13.2.7.3.1.44.87.98.76.4.1.9.99.98.2.10.93.54.3.6.62.23.0.9.88.81.3.8.22.54.100.96.26.3.28.1.0.5.83.37.13.1.1.0.76.24.2.2.1.3.0.13.80.84.1.27.2.4.0.33.51.67.2.13.1.1.3.6.22.38.18.2.1.1.0.0.41.23.67.3.5.5.26.2.0.3.92.0.77.63.12.61.3.54.72.11.47.15.3.0.6.6.93.40.1.5.0.46.4.59.54.36.84.12.2.50.0.1.0.26.7.84.59.87.13.117.28.13.35.17.27.5.6.1.1.17.3.69.69.3.34.1.0.3.2.13.32.72.1.0.1.0.1.10.57.94.63.3.0.1.2.28.2.0.0.25.17.77.4.57.64.5.29.41.67.7.0.2.18.75.3.0*4.87.0.75.21.122.60.12.5.60.50.4.31.97.1.0*4.91.68.93.9.27.77.52.84.5.0.1.2.0.1.79.79.0.55.28.0.1.63.0.2.10

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 256], pl.BF16], flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[128, 64], pl.FP32], x_2: pl.Tensor[[256, 128], pl.FP16], x_3: pl.Tensor[[128, 128], pl.BF16], x_4: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.BF16]]) -> pl.Tensor[[128, 64], pl.BF16]:
        for i in pl.range(0, 6, 2):
            t: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 128], [16, 128], [16, 128], target_memory=None)
            v: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.divs(t, 2.0)
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 4)
            if flag < 5:
                break
            t_1: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_1, [96, 0], [32, 32], [32, 32], target_memory=None)
            for i_1 in pl.range(8):
                pass
            t_2: pl.Tile[[128, 64], pl.FP16] = pl.tile.load(x_2, [0, 0], [128, 64], [128, 64], target_memory=None)
            t_3: pl.Tile[[64, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_2, [0, 96], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
            c: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t_2, t_3, True)
            t_4: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[12, 64])] = pl.tile.load(x_1, [80, 0], [16, 64], [12, 64], target_memory=None)
            t_5: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_1, [64, 0], [64, 64], [64, 64], target_memory=None)
            acc_1: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_2, t_3)
            v_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t_5)
            as_: pl.Tile[[128, 64], pl.FP16] = pl.tile.assemble(t_2, t_3, [64, 32])
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        t_6: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(x_3, [0, 64], [128, 64], [128, 64], target_memory=None)
        ln: pl.Tile[[128, 64], pl.BF16, pl.TileView(valid_shape=[pl.min(flag, 128), 64])] = pl.tile.set_validshape(t_6, pl.min(flag, 128), 64)
        t_7: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_3, [0, 0], [64, 64], [64, 64], target_memory=None)
        acc_2: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 128), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_7)
        t_8: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_4, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        v_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(t_8, t_8)
        o: pl.Tensor[[128, 64], pl.BF16] = pl.tile.store(ln, [0, 0], out)
        for i_2 in pl.pipeline(0, 2, 2, stage=2):
            mv: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 128), 64])] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            sl: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 16])] = pl.tile.slice(mv, [64, 16], [0, 16], [17, 16])
        return o
