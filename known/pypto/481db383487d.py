# irfuzz corpus v1
# signature: "pyptosim | illegal |  | the PTO program: illegal: aic0#N TPUSH(pto.tpush_to_aiv @kernel.py:N:N): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1 |  | "
# status: open
# oracle: pyptosim
# property: illegal
# pass:
# profile: AccStorePhaseValid
# backend: Ascend950
# faults:
# seed: 4542218743023959897
# case: 2
# generator: gen/v1
# statements: 41
# count: 7
# first_seen: 2026-12-07T21:03:04Z
# last_seen: 2026-12-07T21:03:15Z
# pypto_finding: push-of-l1.py
# class: loud
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:450-468
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: a TPUSH of an L1 tile, which ptoas and pto-isa refuse. The real PyPTO fails this campaign kernel with the signature of push-of-l1.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 75.104.73.10.27.3.5.22.15.16.21.25.6.10.50.0.66.1.6.28.3.1.1.1.1.3.0.90.108.38.33.71.41.82.5.3.55.6.2.77.89.2.2.0*3.38.47.114.6.31.2.3.1.31.24.96.56.14.20.38.1.21.98.15.2.6.23.97.0.71.41.8.0.86.2.37.1.65.13.7.3.2.2.0.1.6.92.4.68.4.81.2.40.48.42.10.97.0.79.2.2.0.3.0.21.71.32.71.54.4.89.78.3.0*4.51.63.43.3.4.0.50.0.4.84.12.3.0.1.0.1.52.33.69.9.1.99.4.3.5.30.1.1.2.0.3.28.56.0.0.2.0.0.45.80.0.16.26.43.37.4.65.103.12.0.0.4.16.85.114.2.68.1.0.2.9.83.21.134.0.1.0.0.4.0.88.65.30.10.15.0.2.1.0.0.92.60.2.12.31.56.3.44.21.2.4.2.2.0.0.73.9.14.7.84.3.2.68.90.1.73.43.3.1.21.5.56.0.46.80.19.3.0.3.3.50.19.54.11.5.1.86.3.0*4.70.84.72.72.96.99.15.3.3.57.17.74.6.3.52.1.70.4.27.2.61.0.11.65.0.2.2.0.3.66.51.60.61.99.2.1.48.22.95.46.14.16.9.74.60.65.12.7.3.49.29.0.74.65.34.21.80.4.68.3.4.3.19.2.1.0*3.45.55.102.8.0.3.0.30.10.59.1.94.30.3.1.0.18.34.54.13.80.46.0.0.3.60.56.105.0.15.15.0.0.9.7.1.2.53.83.2.41.83.0
# sut: pypto

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[32, 64], pl.INT8], x_1: pl.Tensor[[512, 64], pl.FP32], x_2: pl.Tensor[[256, 128], pl.BF16], x_3: pl.Tensor[[128, 48], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.BF16]], x_4: pl.Tensor[[16, 32], pl.INT32], x_5: pl.Tensor[[2, 128], pl.FP16], x_6: pl.Tensor[[32, 128], pl.FP16], x_7: pl.Tensor[[16, 32], pl.FP16], x_8: pl.Tensor[[128, 64], pl.FP32], x_9: pl.InOut[pl.Tensor[[32, 128], pl.INT32]], n_1: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[32, 64], pl.BF16], pl.Tensor[[32, 128], pl.INT32]]:
        s: pl.Scalar[pl.INDEX] = n - 23
        t: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [16, 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        v: pl.Tile[[16, 32], pl.INT8, pl.Mem.Vec] = pl.tile.add(t, t)
        if s >= 6:
            t_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            for i in pl.range(0, 6, 2):
                pass
        t_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_2, [0, 32], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_2)
        l: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.transpose_view(tv)
        tv_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l)
        l_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.transpose_view(tv_1)
        l_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_1, pad_value=pl.PadValue.zero)
        t_3: pl.Tile[[32, 48], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_3, [96, 0], [32, 48], [32, 48], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_2, t_3)
        o: pl.Tensor[[32, 64], pl.BF16] = pl.tile.store(tv_1, [0, 0], out)
        t_4: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_4, [0, 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t_5: pl.Tile[[1, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_5, [0, 96], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        t_6: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_6, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32])] = pl.tile.gemv(t_5, t_6, acc_phase='unspecified')
        v_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.exp(l_2)
        h: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(g, target_type=pl.BF16, mode='ceil')
        for i_1, (acc_1,) in pl.range(1, init_values=(g,)):
            arr: pl.Array[8, pl.INT32] = pl.array.create(8, dtype=pl.INT32)
            arr_1: pl.Array[8, pl.INT32] = pl.array.update_element(arr, 4, pl.const(0, pl.INT32))
            el: pl.Scalar[pl.INT32] = pl.array.get_element(arr_1, 0)
            sl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(acc_1, [16, 16], [0, 0], [15, 16])
            acc_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32])] = pl.yield_(acc_1)
        m: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(t_6, target_memory=pl.Mem.Left)
        t_7: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_6, [0, 48], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        t_8: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_7, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        rp: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_8, pad_value=pl.PadValue.zero)
        acc_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_7, rp)
        acc_4: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_3, t_7, rp, s != 3)
        t_9: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_1, [61, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        t_10: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_8, [0, 48], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t_9, t_10, acc_phase='unspecified')
        e: pl.Scalar[pl.FP32] = pl.tile.read(t_10, [16, 9])
        t_11: pl.Tile[[16, 128], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_9, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        h_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(g_1, target_type=pl.INT32, mode='none')
        o_1: pl.Tensor[[32, 128], pl.INT32] = pl.tile.store(t_11, [16, 0], x_9)
        o_2: pl.Tensor[[32, 128], pl.INT32] = pl.tile.store(h_1, [0, 48], o_1)
        s_1: pl.Scalar[pl.INDEX] = pl.min(n_1, 10)
        return o, o_2
