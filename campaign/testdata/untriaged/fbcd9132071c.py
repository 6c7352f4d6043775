# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N TPUSH(tile.tpush_to_aiv @N): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1 |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 5185520019372257225
# case: 29209
# generator: gen/v1
# statements: 32
# count: 3
# first_seen: 2026-12-03T17:43:13Z
# last_seen: 2026-12-03T18:16:31Z
# choices: 99.98.42.79.3.1.0.58.40.3.0.2.0.1.40.73.41.1.7.2.7.79.67.0.2.0.1.0.25.40.12.9.1.3.65.72.0.96.2.55.21.56.0.4.97.0.2.1.2.0.93.0.16.51.46.13.87.4.13.5.83.73.3.84.13.53.7.65.7.4.20.1.1.3.54.49.37.11.44.67.25.71.4.29.12.2.1.2.21.85.80.1.0*4.68.3.35.94.2.17.21.5.7.6.54.1.0*4.57.29.35.14.62.37.40.2.3.0.84.43.1.1.0.30.51.81.7.3.6.0.47.1.54.0.27.45.0.1.1.86.50.23.77.6.0.2.7.28.3.2.1.2.1.81.21.2.0*4.1.89.0.71.71.7.2.0.4.38.0.20.1.37.4.3.0.1.60.42.81.22.118.1.2.97.45.0.64.52.2.1.0*3.80.84.11.96.87.8.55.50.5.54.24.3.0.1.0.1.69.62.18.133.10.5.63

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 128], pl.FP32], x_1: pl.Tensor[[32, 64], pl.FP32], x_2: pl.Tensor[[128, 32], pl.FP32], x_3: pl.Tensor[[32, 64], pl.INT8], x_4: pl.Tensor[[64, 64], pl.INT8], x_5: pl.Tensor[[4, 128], pl.BF16], x_6: pl.Tensor[[64, 16], pl.BF16], out: pl.Out[pl.Tensor[[256, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> tuple[pl.Tensor[[256, 16], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        t: pl.Tile[[128, 32], pl.FP32] = pl.tile.load(x, [0, 32], [128, 32], [128, 32], target_memory=None)
        t_1: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(x_1, [8, 0], [8, 64], [8, 64], target_memory=None)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=3)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=3)
        t_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [64, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        acc: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_2)
        v: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.recip(acc)
        t_3: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_1, [16, 48], [16, 16], [16, 16], target_memory=None)
        c: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, v, t_3, True)
        t_4: pl.Tile[[32, 64], pl.INT8, pl.TileView(valid_shape=[8, 64])] = pl.tile.load(x_3, [0, 0], [32, 64], [8, 64], target_memory=None)
        l: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
        t_5: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_4, [0, 0], [64, 64], [64, 64], target_memory=None)
        acc_2: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, v, t_3)
        t_6: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(x, [64, 0], [64, 128], [64, 128], target_memory=None)
        t_7: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x, [54, 0], [1, 64], [1, 64], target_memory=None)
        t_8: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_2, [64, 16], [64, 16], [64, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_7, t_8)
        t_9: pl.Tile[[1, 64], pl.BF16] = pl.tile.load(x_5, [2, 64], [1, 64], [1, 64], target_memory=None)
        t_10: pl.Tile[[64, 16], pl.BF16] = pl.tile.load(x_6, [0, 0], [64, 16], [64, 16], target_memory=None)
        g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_9, t_10, acc_phase='unspecified')
        t_11: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_4, [20, 32], [1, 32], [1, 32], target_memory=None)
        t_12: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, 32], [32, 32], [32, 32], target_memory=None)
        g_3: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_11, t_12)
        g_4: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_3, t_11, t_12)
        pl.tile.tpush_to_aiv(v, split=0, id=2)
        pop: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=2)
        o: pl.Tensor[[256, 16], pl.FP32] = pl.tile.store(pop, [0, 0], out)
        tmp: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([128, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[128, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(pop, tmp)
        o_1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(g_2, [0, 16], out_1)
        return o, o_1
