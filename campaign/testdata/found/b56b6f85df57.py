# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: TileTypeCoherence
# backend: Ascend950
# faults:
# seed: 6182185985298231086
# case: 91
# generator: gen/v1
# statements: 51
# count: 2
# first_seen: 2026-11-30T02:36:52Z
# last_seen: 2026-11-30T02:37:02Z
# choices: 83.28.55.1.7.7.1.89.31.51.1.5.5.48.18.0.1.2.1.2.9.58.26.73.26.10.6.39.20.88.60.4.5.44.71.5.5.15.2.5.0.46.59.3.3.1.0*3.77.1.26.78.67.6.83.1.35.97.30.76.4.3.6.44.78.1.2.0.3.0.47.90.48.7.85.16.2.0*4.99.16.31.0.5.6.6.73.61.3.2.2.0.3.75.0.65.25.8.24.5.20.15.118.90.14.79.30.85.3.1.4.79.48.2.2.2.3.0.15.62.67.2.45.8.1.1.1.75.2.51.0.1.2.1.2.21.71.1.0.0.55.63.7.40.4.2.38.2.1.1.70.1.60.42.5.56.2.21.92.0.46.1.3.0.2.64.2.29.1.1.2.0.1.64.1.7.23.20.1.4.36.0.2.1.2.1.67.0.69.59.53.73.84.37.3.48.0.4.18.38.76.3.22.15.2.2.2.2.87.68.2.2.1.0.0.8.4.83.1.94.3.12.59.69.12.4.6.0.0.2.34.32.79.11.79.14.49.74.24.57.6.63.12.44.2.5.65.2.1.2.1.1.59.91.52.72.38.50.6.57.66.92.6.3.46.3.0.0.38.15.36.7.63.17.15.12.4.10.71.86.25.89.44.13.102.9.14.21.78.14.1.4.52.19.86.68.4.0.48.46.0.60.33.0.1.1.0.1.60.69.93.2.91.24.1.15.43.47.48.2.37.23.3.97.12.101.6.13.34.48.9.25.49.3.63.54.21.7.10.3.62.75.5.85.31.18.24.11.3.1.39.82.2.93.17.1.4.96.94.10.72.1.2.5.12.52.28.16.15.15.1.6.41.12.3.0.21.0.64.88.84.30.0.10.19.54.58.43.9.13.3.58.27.0.27.69.4.87.4.96.3.37.50.2.31.51.82.5.12.6.99.15.3.6.35
# note: RF-D1/RF-C3 family (unminimized): a narrowed compact accumulator handed cube->vector on a5 is read at another pitch than mad wrote; the instruction kinds in the message differ from the built-in minimized cases
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 128], pl.INT16], x_1: pl.Tensor[[64, 32], pl.INT8], x_2: pl.Tensor[[64, 128], pl.INT8], out: pl.Out[pl.Tensor[[16, 128], pl.INT8]], x_3: pl.Tensor[[128, 256], pl.INT8], x_4: pl.Tensor[[512, 128], pl.INT32], x_5: pl.Tensor[[64, 128], pl.FP16], x_6: pl.Tensor[[32, 256], pl.FP32], x_7: pl.Tensor[[256, 32], pl.FP32], n: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[256, 128], pl.INT8], x_9: pl.Tensor[[64, 128], pl.FP16], out_1: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> tuple[pl.Tensor[[16, 128], pl.INT8], pl.Tensor[[64, 64], pl.FP16]]:
        f: pl.Tile[[32, 8], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 8], dtype=pl.FP32, value=1.0)
        t: pl.Tile[[32, 32], pl.INT16] = pl.tile.load(x, [32, 64], [32, 32], [32, 32], target_memory=None)
        v: pl.Tile[[32, 32], pl.INT16, pl.Mem.Vec] = pl.tile.maximum(t, t)
        v_1: pl.Tile[[32, 32], pl.INT16, pl.Mem.Vec] = pl.tile.mul(v, v)
        t_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        f_1: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.INT32, value=1)
        bm: pl.Tile[[1, 32], pl.INT32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_1, bm)
        t_2: pl.Tile[[16, 128], pl.INT8] = pl.tile.load(x_2, [48, 0], [16, 128], [16, 128], target_memory=None)
        o: pl.Tensor[[16, 128], pl.INT8] = pl.tile.store(t_2, [0, 0], out, atomic=pl.AtomicType.Add)
        t_3: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_3, [0, 192], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE2, event_id=5)
        pl.system.sync_dst(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE2, event_id=5)
        v_2: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec] = pl.tile.sqrt(t_3)
        t_4: pl.Tile[[128, 32], pl.INT32] = pl.tile.load(x_4, [384, 0], [128, 32], [128, 32], target_memory=None)
        t_5: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_5, [32, 64], [32, 32], [32, 32], target_memory=None)
        l: pl.Tile[[32, 32], pl.FP16] = pl.tile.slice(t_5, [32, 32], [0, 0])
        t_6: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_5, [32, 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, t_6, True)
        t_7: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_6, [0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        t_8: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_7, [128, 16], [64, 16], [64, 16], target_memory=pl.Mem.Vec)
        acc_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, t_6)
        s: pl.Scalar[pl.INDEX] = pl.max(n, 19)
        t_9: pl.Tile[[64, 64], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[48, 64])] = pl.tile.load(x_8, [0, 0], [64, 64], [48, 64], target_memory=pl.Mem.Mat)
        t_10: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_8, [0, 64], [64, 32], [64, 32], target_memory=None)
        c_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_1, 48, 32)
        acc_3: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, t_9, t_10, True)
        t_11: pl.Tile[[32, 32], pl.FP16] = pl.tile.load(x_9, [32, 32], [32, 32], [32, 32], target_memory=None)
        rp: pl.Tile[[32, 32], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_11)
        acc_4: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, t_9, t_10)
        t_12: pl.Tile[[64, 128], pl.FP16] = pl.tile.load(x_5, [0, 0], [64, 128], [64, 128], target_memory=None)
        acc_5: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_4, t_9, t_10)
        mv: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.tile.move(acc_5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        v_3: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.tile.abs(mv)
        if s == 4:
            pass
        else:
            pass
        v_4: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec] = pl.tile.mul(t_11, rp)
        o_1: pl.Tensor[[64, 64], pl.FP16] = pl.tile.store(v_4, [0, 32], out_1)
        for i, (c_2,) in pl.range(0, 6, 2, init_values=(v_4,)):
            rs: pl.Tile[[64, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rp, [64, 16])
            vs: pl.Tile[[64, 16], pl.FP16, pl.TileView(valid_shape=[1, 8], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rs, 1, 8)
            c_3: pl.Tile[[32, 32], pl.FP16, pl.Mem.Vec] = pl.yield_(c_2)
        mv_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.tile.move(acc_5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        v_5: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.tile.neg(mv_1)
        for i_1, (c_4,) in pl.pipeline(3, stage=2, init_values=(mv,)):
            v_6: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.tile.abs(v_5)
            c_5: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.yield_(v_6)
        if s != 6:
            vs_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 32])] = pl.tile.set_validshape(c_5, 32, 32)
            fp: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(vs_1)
            fp_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(fp)
            vs_2: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[63, 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(fp_1, 63, 32)
            c_6: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.yield_(c_5)
        else:
            c_6: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[48, 32])] = pl.yield_(c_5)
        return o, o_1
