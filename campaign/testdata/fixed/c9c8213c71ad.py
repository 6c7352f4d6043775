# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aic0#N PIPE_BARRIER(system.bar_v @N): a AIC core has no pipe V |  | "
# status: fixed
# oracle: soundness
# property: illegal
# pass:
# profile: HardSyncallOccupancyValid
# backend: Ascend950
# faults:
# seed: 7042196968979097514
# case: 305
# generator: gen/v1
# statements: 30
# count: 2
# first_seen: 2026-11-30T01:44:35Z
# last_seen: 2026-11-30T01:44:42Z
# choices: 67.44.1.97.29.64.2.2.2.10.1.0.2.0.0.92.0.59.3.0.2.0.1.78.18.52.72.11.1.14.26.56.83.6.86.28.69.14.7.73.66.4.17.0.1.5.3.71.85.68.3.1.2.0.0.53.0.27.82.1.0.0.32.33.48.38.3.4.98.2.0.2.0.0.4.6.42.21.0.0.1.0.1.41.52.10.60.13.22.2.1.1.76.50.5.97.83.3.1.0*3.57.90.61.0.97.4.6.56.10.8.7.80.1.0.1.0.1.81.56.72.33.45.13.3.6.7.20.35.85.1.1.1.0.0.51.13.93.51.3.9.1.6.77.1.0.2.0.3.5.21.38.62.13.35.37.1.3.2.38.15.3.1.2.0.0.31.55.55.38.14.2.1.50.15.29.8.9.3.43.59.64.1.13.4.73.4.41.45.19.0.9.42.82.0.5.5.85.6.0.1.2.1.0.26.1.7.28.39.60.4.1.4.25.56.2.1.1.1.0.82.32.17.81.15.1.0.72.49.2

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 256], pl.INT8], x_1: pl.Tensor[[64, 256], pl.INT8], x_2: pl.Tensor[[64, 512], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP16], x_4: pl.Tensor[[1, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.INT32]], x_5: pl.Tensor[[64, 64], pl.INT8], x_6: pl.Tensor[[128, 32], pl.FP32], x_7: pl.Tensor[[16, 256], pl.FP32], x_8: pl.Tensor[[64, 512], pl.FP32], x_9: pl.Tensor[[32, 128], pl.INT16], x_10: pl.Tensor[[32, 64], pl.INT32]) -> pl.Tensor[[32, 64], pl.INT32]:
        t: pl.Tile[[1, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_1, [0, 64], [64, 64], [64, 64], target_memory=None)
        g: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1)
        g_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t, t_1)
        mv: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.move(g_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 64])] = pl.tile.add(mv, mv)
        if flag == 1:
            pass
        else:
            pl.system.bar_v()
            t_2: pl.Tile[[32, 128], pl.FP16, pl.TileView(valid_shape=[16, 128])] = pl.tile.load(x_2, [0, 0], [32, 128], [16, 128], target_memory=None)
            l: pl.Tile[[32, 128], pl.FP16, pl.TileView(valid_shape=[16, 128])] = pl.tile.slice(t_2, [32, 128], [0, 0])
            t_3: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_3, [0, 0], [128, 16], [128, 16], target_memory=None)
            t_4: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_4, [0, 16], [1, 16], [1, 16], target_memory=None)
            acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(l, t_3, t_4)
        o: pl.Tensor[[32, 64], pl.INT32] = pl.tile.store(ep, [0, 0], out)
        t_5: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_5, [0, 32], [64, 32], [64, 32], target_memory=None)
        acc_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_5)
        t_6: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_6, [0, 0], [64, 16], [64, 16], target_memory=None)
        ln: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[flag, 16])] = pl.tile.set_validshape(t_6, flag, 16)
        t_7: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_7, [0, 192], [16, 64], [16, 64], target_memory=None)
        acc_2: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t_1, t_5)
        t_8: pl.Tile[[32, 128], pl.FP32] = pl.tile.load(x_8, [0, 0], [32, 128], [32, 128], target_memory=None)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.V, event_id=3)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.V, event_id=3)
        fp: pl.Tile[[32, 128], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_8)
        fp_1: pl.Tile[[32, 128], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(fp)
        q: pl.Scalar[pl.INDEX] = pl.system.available_aiv_count()
        t_9: pl.Tile[[16, 32], pl.INT16, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x_9, [16, 0], [16, 32], [1, 32], target_memory=None)
        t_10: pl.Tile[[16, 32], pl.INT32] = pl.tile.load(x_10, [16, 0], [16, 32], [16, 32], target_memory=None)
        m: pl.Tile[[16, 32], pl.INT32, pl.Mem.Mat] = pl.tile.move(t_10, target_memory=pl.Mem.Mat)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[1, 256], pl.INT8], x_1: pl.Tensor[[64, 256], pl.INT8], x_2: pl.Tensor[[64, 512], pl.FP16], x_3: pl.Tensor[[128, 64], pl.FP16], x_4: pl.Tensor[[1, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.INT32]], x_5: pl.Tensor[[64, 64], pl.INT8], x_6: pl.Tensor[[128, 32], pl.FP32], x_7: pl.Tensor[[16, 256], pl.FP32], x_8: pl.Tensor[[64, 512], pl.FP32], x_9: pl.Tensor[[32, 128], pl.INT16], x_10: pl.Tensor[[32, 64], pl.INT32]) -> pl.Tensor[[32, 64], pl.INT32]:
        r: pl.Tensor[[32, 64], pl.INT32] = self.kernel(x, x_1, x_2, x_3, x_4, flag, out, x_5, x_6, x_7, x_8, x_9, x_10)
        return r
