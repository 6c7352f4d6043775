# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aiv0#N SET_FLAG(system.sync_src @N): a AIV core has no pipe FIX |  | "
# status: fixed
# oracle: soundness
# property: illegal
# pass:
# profile: TensorViewCanonical
# backend: Ascend950
# faults:
# seed: 7727848875393369799
# case: 280
# generator: gen/v1
# statements: 51
# count: 3
# first_seen: 2026-11-30T01:44:35Z
# last_seen: 2026-11-30T01:45:27Z
# choices: 93.76.5.41.6.3.0.6.41.87.28.2.2.0.1.0.49.2.79.55.12.16.4.7.77.2.2.0.3.0.50.37.25.2.3.43.5.14.28.82.3.1.0*3.18.52.39.70.5.7.7.54.96.2.0.2.0.2.53.76.11.15.67.7.15.71.4.93.13.99.2.45.70.7.15.3.67.1.0*4.33.24.58.2.94.58.71.84.17.21.8.1.2.2.98.70.3.2.0*4.65.35.89.98.1.16.6.5.51.2.0.1.86.4.62.48.83.20.72.13.0.27.48.13.15.32.3.1.1.1.1.99.30.8.35.36.8.40.74.34.91.1.7.1.53.83.1.0.1.0.1.30.75.4.61.29.6.5.6.18.86.1.2.2.1.2.26.35.35.10.2.6.0.36.64.0.2.1.3.1.72.15.18.50.2.72.0.21.80.42.39.79.36.62.3.6.7.85.71.0.2.2.1.2.27.4.0.44.39.37.4.6.2.64.92.0.1.1.0.1.31.4.12.0.88.15.0.2.37.67.3.23.10.3.0.1.78.71.25.2.1.2.59.4.19.79.4.96.2.27.82.46.3.81.6.24.10.17.87.98.5.4.35.1.2.6.42.75.14.87.11.1.3.20.31.92.0.5.7.5.45.25.1.0.2.1.0.2.1.58.49.38.52.7.7.2.5.29.2.11.8.34.27.21.82.95.5.20.58.4.7.11.1.49.39.19.2.4.5.9.64.0.0.1.0.0.78.63.85.1.43.40.85.10.36.85.9.11.24.6.20.0.0.19.0.27.0.0.41.53.11.81.18.3.4.75.6.0.27.22.88.63.9.89.87.11.26.2.1.19.92.72.6.3.1.16

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], x_1: pl.Tensor[[256, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]], x_2: pl.Tensor[[32, 32], pl.FP32], x_3: pl.Tensor[[16, 128], pl.FP32], x_4: pl.Tensor[[64, 64], pl.FP16], rows: pl.Scalar[pl.INDEX], out_1: pl.Out[pl.Tensor[[32, 256], pl.FP32]], x_5: pl.Tensor[[32, 16], pl.FP16], x_6: pl.Tensor[[256, 128], pl.INT8], x_7: pl.Tensor[[256, 128], pl.FP32], x_8: pl.Tensor[[512, 256], pl.FP32], x_9: pl.Tensor[[32, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], x_10: pl.Tensor[[2, 128, 16], pl.INT16], x_11: pl.Tensor[[64, 32], pl.INT16]) -> tuple[pl.Tensor[[32, 16], pl.FP32], pl.Tensor[[32, 256], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[15, 64])] = pl.tile.load(x, [16, 0], [16, 64], [15, 64], target_memory=None)
        t_1: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_1, [192, 0], [64, 16], [64, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(t, t_1)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 16])] = pl.tile.muls(mv, 0.5)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        t_2: pl.Tile[[32, 8], pl.FP32] = pl.tile.load(x_2, [0, 16], [32, 8], [32, 8], target_memory=None)
        v: pl.Tile[[32, 8], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t_2)
        l: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(ep)
        t_3: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_3, [0, 0], [16, 128], [16, 128], target_memory=None)
        f: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=-1.0)
        bm: pl.Tile[[1, 128], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(l, t_3, bm)
        acc_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, t_3)
        t_4: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_4, [0, 0], [64, 64], [64, 64], target_memory=None)
        lt: pl.Tile[[64, 64], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_4)
        ln: pl.Tile[[64, 64], pl.FP16, pl.TileView(valid_shape=[rows, 64], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, rows, 64)
        t_5: pl.Tile[[64, 32], pl.FP16] = pl.tile.load(x_4, [0, 32], [64, 32], [64, 32], target_memory=None)
        acc_3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, l, t_3)
        m: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec)
        o_1: pl.Tensor[[32, 256], pl.FP32] = pl.tile.store(m, [16, 128], out_1, atomic=pl.AtomicType.Add)
        r: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(m, m)
        t_6: pl.Tile[[32, 8], pl.FP16] = pl.tile.load(x_5, [0, 8], [32, 8], [32, 8], target_memory=None)
        t_7: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_6, [64, 64], [64, 32], [64, 32], target_memory=None)
        t_8: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_7, [192, 64], [64, 64], [64, 64], target_memory=None)
        p: pl.Tile[[32, 8], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6)
        if rows < 2:
            t_9: pl.Tile[[128, 64], pl.FP32, pl.TileView(valid_shape=[96, 64])] = pl.tile.load(x_8, [128, 128], [128, 64], [96, 64], target_memory=None)
            t_10: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[12, 64])] = pl.tile.load(x_9, [0, 64], [16, 64], [12, 64], target_memory=None)
        t_11: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[12, 32])] = pl.tile.load(x_7, [16, 64], [16, 32], [12, 32], target_memory=None)
        tv: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[32, 12], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_11)
        l_1: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[12, 32])] = pl.tile.transpose_view(tv)
        l_2: pl.Tile[[16, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_1)
        ln_1: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[rows, 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_2, rows, 32)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c, rows, 16)
        acc_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, ln_1, tv, flag >= 6)
        v_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.recip(l_1)
        t_12: pl.Tile[[2, 32, 8], pl.INT16] = pl.tile.load(x_10, [0, 64, 8], [2, 32, 8], [2, 32, 8], target_memory=None)
        t_13: pl.Tile[[8, 8], pl.FP32] = pl.tile.load(x_7, [88, 64], [8, 8], [8, 8], target_memory=None)
        v_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.neg(l_1)
        t_14: pl.Tile[[64, 16], pl.INT16] = pl.tile.load(x_11, [0, 0], [64, 16], [64, 16], target_memory=None)
        for i in pl.range(1):
            for i_1 in pl.pipeline(1, stage=2):
                pl.system.sync_src(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE2, event_id=6)
                pl.system.sync_dst(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE2, event_id=6)
        v_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.muls(v_1, 0.0)
        v_4: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.relu(v_3)
        for i_2 in pl.parallel(0, 8, 2):
            pass
        mv_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 16])] = pl.tile.move(acc_4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 16])] = pl.tile.muls(mv_1, 0.5)
        return o, o_1
