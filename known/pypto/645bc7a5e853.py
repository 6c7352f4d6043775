# irfuzz corpus v1
# signature: "pypto | UseAfterDef | UnrollLoops | Variable '_' used before definition in function '_' |  | "
# status: open
# oracle: pypto
# property: UseAfterDef
# pass: UnrollLoops
# profile: ArrayNotEscaped
# backend: Ascend950
# faults:
# seed: 4935724600156123187
# case: 108
# generator: gen/v1
# statements: 63
# count: 1
# first_seen: 2026-12-07T21:03:14Z
# last_seen: 2026-12-07T21:03:14Z
# pypto_finding: unroll-body-reads-outer-iterarg.py
# class: loud
# pinned: src/ir/transforms/utils/deep_clone_utils.cpp:101-115
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: UnrollLoops leaves an unrolled body reading an outer loop's iter arg; UseAfterDef. The real PyPTO fails this campaign kernel with the signature of unroll-body-reads-outer-iterarg.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 79.2.57.38.90.20.71.81.20.81.45.2.6.71.1.88.0.7.45.3.1.2.0.3.49.14.2.0.66.99.96.49.3.12.56.38.3.10.38.44.2.40.24.2.60.88.19.26.64.34.26.82.3.19.6.7.36.23.3.2.2.1.3.30.98.61.6.1.11.7.41.0.21.0.1.1.0.0.79.68.2.1.1.0.1.84.61.41.37.83.6.0.74.5.5.92.24.2.0.1.0.1.74.4.47.70.3.55.0.53.4.82.7.52.1.0.2.0.3.95.1.28.0.0.2.0.1.12.31.62.46.0.88.94.3.37.75.13.0.1.4.51.1.1.62.0.3.0.40.4.48.5.10.20.68.2.30.20.25.93.8.64.9.2.68.85.59.3.6.16.22.43.15.2.7.48.92.12.54.23.116.11.6.1.54.33.41.14.89.3.21.2.4.69.48.1.0*4.30.74.70.6.3.47.0.67.4.99.3.0*4.22.51.2.17.7.35.7.31.35.32.64.3.90.3.3.1.25.36.2.99.1.68.19.0*5.38.0.0.81.56.21.2.0.15.23.51.60.4.59.2.32.10.97.3.63.2.49.3.0.0.43.39.5.68.1.2.1.2.1.54.3.94.91.11.69.91.35.75.57.0.75.6.6.66.39.2.1.1.0.1.62.75.57.27.14.4.4.68.0*5.37.77.0.1.1.1.0.18.9.0.86.47.1.38.14.3.5.6.13.3.2.0.3.99.42.61.71.2.0.0.3.87.2.1.0*4.72.6.14.34.90.84.77.3.5.87.94.1.6.19.39.15.28.15.21.48.8.20.13.47.14.2.0.18.68.6.27.13.2.98.96.1.61.25.1.0.94.90.1.8.30.39.37.2.74.3.98.1.2.56.53.0.0.82.31.49.48.12.16.18.0.72.28.194.94.2.15.89.89.59.87.0.0.65.10.1.6.8.22.15.67.13.9.54.1.5.7.39.0.1.3.13.83.5.45.8.3.0.98.0.0.32.52.64.3.27.71.1.65.2.39.13.66.3.41.5.74.2.0.2.0.1.26.5.65.14.98.22.68.24.13.9.14.0.1.7.10.51.3.2.4.48.2.24.64.0.1.0*3.66.93.87.5.45.51.28.10.54.64.85.54.89.32.58.32.33.84.0.1.92.2.0.38.94.1.0.51.99.0.0.6.61.1.0.89.2.0.99.0.0.67.0.1.56.59.14
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: property-violation
# repro: 645bc7a5e853.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 192], pl.FP32], x_1: pl.Tensor[[512, 256], pl.FP32], x_2: pl.Tensor[[2, 32], pl.FP16], x_3: pl.Tensor[[32, 32], pl.FP16], x_4: pl.Tensor[[16, 64], pl.INT16], x_5: pl.Tensor[[1, 64], pl.BF16], x_6: pl.Tensor[[16, 64], pl.BF16], x_7: pl.Tensor[[112, 64], pl.INT32], x_8: pl.Tensor[[1, 16], pl.FP32], x_9: pl.Tensor[[128, 288], pl.FP32], x_10: pl.Tensor[[4, 128], pl.FP32], x_11: pl.Tensor[[32, 128], pl.INT8], flag: pl.Scalar[pl.INDEX], x_12: pl.Tensor[[64, 16], pl.BF16], x_13: pl.Tensor[[48, 128], pl.FP32], flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        q: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if flag_1 == 7:
            t: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 144], [32, 48], [32, 48], target_memory=pl.Mem.Vec)
            v: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.0)
            for (n, c, c_1) in pl.while_(init_values=(0, v, v)):
                pl.cond(n < 3)
                if n >= 7:
                    t_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [128, 192], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                    t_2: pl.Tile[[1, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_2, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
                    t_3: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_3, [0, 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
                    g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t_2, t_3, acc_phase='unspecified')
                    t_4: pl.Tile[[16, 32], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 32])] = pl.tile.load(x_4, [0, 32], [16, 32], [15, 32], target_memory=pl.Mem.Vec)
                    t_5: pl.Tile[[1, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_5, [0, 48], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
                    t_6: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_6, [0, 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
                    g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t_5, t_6, acc_phase='unspecified')
                    g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv_acc(g_1, t_5, t_6, acc_phase='unspecified')
                    h: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(g_1, target_type=pl.FP16, mode='ceil')
                    ep: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(h, t_3)
                    h_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep, target_type=pl.INT32, mode='none')
                    h_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(h_1)
                    v_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.adds(h_1, pl.const(2, pl.INT32))
                    s: pl.Scalar[pl.INDEX] = n % 17
                for i in pl.unroll(4):
                    tmp: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 48], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    tr: pl.Tile[[48, 32], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(c, 0, 1, tmp)
                    t_7: pl.Tile[[112, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x_7, [0, 0], [112, 64], [112, 64], target_memory=pl.Mem.Vec)
                    t_8: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_8, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
                    t_9: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [112, 112], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
                    g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t_8, t_9, acc_phase='unspecified')
                    t_10: pl.Tile[[128, 288], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_9, [0, 0], [128, 288], [128, 288], target_memory=pl.Mem.Mat)
                    t_11: pl.Tile[[288, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, i % 4 * 64], [288, 64], [288, 64], target_memory=pl.Mem.Mat)
                    acc: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_10, t_11)
                t_12: pl.Tile[[48, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_9, [0, 0], [48, 64], [48, 64], target_memory=pl.Mem.Mat)
                t_13: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_10, [2, 64], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
                acc_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(v, t_12, t_13)
                if flag < 3:
                    t_14: pl.Tile[[16, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_11, [0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                    fp: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c_1, pad_value=pl.PadValue.zero)
                    sl: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [32, 48], [0, 0])
                    sl_1: pl.Tile[[16, 48], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(sl, [16, 48], [16, 0])
                t_15: pl.Tile[[64, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[48, 16])] = pl.tile.load(x_12, [0, 0], [64, 16], [48, 16], target_memory=pl.Mem.Vec)
                if n >= 0:
                    c_2, c_3 = pl.yield_(c_1, n)
                else:
                    c_2, c_3 = pl.yield_(c_1, n)
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2, c_4, c_5 = pl.yield_(n_1, c_2, c_2)
            for i_1, (c_6, c_7) in pl.range(0, 7, 2, init_values=(c_5, c_5)):
                t_16: pl.Tile[[128, 80], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_9, [0, i_1 % 3 * 80], [128, 80], [128, 80], target_memory=pl.Mem.Vec)
                tmp_1: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 48], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                r: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(c_6, tmp_1)
                x_14: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_expdif(c_6, r)
                if i_1 == 3:
                    c_8, c_9 = pl.yield_(x_14, x_14)
                else:
                    c_8, c_9 = pl.yield_(c_7, x_14)
                c_10, c_11 = pl.yield_(c_5, c_9)
            l: pl.Tile[[32, 48], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c_10, pad_value=pl.PadValue.zero)
            t_17: pl.Tile[[48, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_13, [0, 32], [48, 32], [48, 32], target_memory=pl.Mem.Mat)
            c_12: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_12, l, t_17, True)
        t_18: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [32, 64], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(t_18, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 192], pl.FP32], x_1: pl.Tensor[[512, 256], pl.FP32], x_2: pl.Tensor[[2, 32], pl.FP16], x_full: pl.Tensor[[32, 64], pl.FP16], x_full_1: pl.Tensor[[32, 64], pl.INT16], x_3: pl.Tensor[[1, 64], pl.BF16], x_full_2: pl.Tensor[[16, 128], pl.BF16], x_4: pl.Tensor[[112, 64], pl.INT32], x_full_3: pl.Tensor[[1, 32], pl.FP32], x_5: pl.Tensor[[128, 288], pl.FP32], x_full_4: pl.Tensor[[4, 256], pl.FP32], x_full_5: pl.Tensor[[64, 128], pl.INT8], x_full_6: pl.Tensor[[64, 32], pl.BF16], x_full_7: pl.Tensor[[48, 256], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        x_6: pl.Tensor[[32, 32], pl.FP16] = pl.tensor.slice(x_full, [32, 32], [0, 32])
        x_7: pl.Tensor[[16, 64], pl.INT16] = pl.tensor.slice(x_full_1, [16, 64], [0, 0])
        x_8: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.slice(x_full_2, [16, 64], [0, 0])
        x_9: pl.Tensor[[1, 16], pl.FP32] = pl.tensor.slice(x_full_3, [1, 16], [0, 0])
        x_10: pl.Tensor[[4, 128], pl.FP32] = pl.tensor.slice(x_full_4, [4, 128], [0, 0])
        x_11: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.slice(x_full_5, [32, 128], [0, 0])
        x_12: pl.Tensor[[64, 16], pl.BF16] = pl.tensor.slice(x_full_6, [64, 16], [0, 0])
        x_13: pl.Tensor[[48, 128], pl.FP32] = pl.tensor.slice(x_full_7, [48, 128], [0, 128])
        r: pl.Tensor[[32, 16], pl.FP32] = self.kernel(x, x_1, x_2, x_6, x_7, x_3, x_8, x_4, x_9, x_5, x_10, x_11, 29, x_12, x_13, flag, out)
        return r
