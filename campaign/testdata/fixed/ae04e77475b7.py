# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aiv0#N SET_FLAG(system.sync_src @N): a AIV core has no pipe M |  | "
# status: fixed
# oracle: soundness
# property: illegal
# pass:
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 3546962094660245634
# case: 945
# generator: gen/v1
# statements: 16
# count: 3
# first_seen: 2026-11-30T01:44:45Z
# last_seen: 2026-11-30T01:45:30Z
# choices: 96.94.7.56.61.1.9.64.4.0.13.47.28.0.0.13.40.102.47.49.31.37.7.6.5.73.31.0.2.0.1.0.44.86.0.114.9.15.2.41.21.8.0.65.62.7.1.3.0.61.3.2.0.3.0.70.79.0.1.1.1.1.27.99.0.61.94.6.36.70.79.4.0.27.0.3.17.74.18.9.4.5.21.1.0.10.29.3.67.54.64.7.11.1.5.2.53.0.2.0.3.0.22.0.2.1.0.1.76.67.0.42.6.13.6.65.6.3.0*4.30.7

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.INT16], x_1: pl.Tensor[[4, 128], pl.FP16], x_2: pl.Tensor[[256, 32], pl.FP16], n: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[128, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        for i in pl.range(1):
            pass
        for (n_1,) in pl.while_(init_values=(0,)):
            pl.cond(n_1 < 4)
            t: pl.Tile[[8, 64], pl.INT16] = pl.tile.load(x, [8, 0], [8, 64], [8, 64], target_memory=None)
            v: pl.Tile[[8, 64], pl.INT16, pl.Mem.Vec] = pl.tile.subs(t, pl.const(0, pl.INT32))
            t_1: pl.Tile[[1, 128], pl.FP16] = pl.tile.load(x_1, [3, 0], [1, 128], [1, 128], target_memory=None)
            t_2: pl.Tile[[128, 16], pl.FP16] = pl.tile.load(x_2, [128, 16], [128, 16], [128, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2, acc_phase=pl.AccPhase.Unspecified)
            g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_1, t_2)
            for i_1 in pl.range(2):
                s: pl.Scalar[pl.INDEX] = n // 18
                pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=5)
                pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=5)
            n_2: pl.Scalar[pl.INDEX] = n_1 + 1
            n_3: pl.Scalar[pl.INDEX] = pl.yield_(n_2)
        t_3: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_3, [96, 0], [32, 32], [32, 32], target_memory=None)
        sl: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.slice(t_3, [32, 16], [0, 16], [16, 16])
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
