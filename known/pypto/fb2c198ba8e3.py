# irfuzz corpus v1
# signature: "pypto | UseAfterDef | ExpandMixedKernel | Variable '_' used before definition in function '_' |  | "
# status: open
# oracle: pypto
# property: UseAfterDef
# pass: ExpandMixedKernel
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 2904096686417404094
# case: 0
# generator: gen/v1
# statements: 60
# count: 6
# first_seen: 2026-12-07T21:03:04Z
# last_seen: 2026-12-07T21:03:15Z
# pypto_finding: expand-mixed-tpop-type-keeps-original-param.py
# class: loud
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:1404
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: ExpandMixedKernel leaves the AIC kernel reading a variable it defines later; UseAfterDef. The real PyPTO fails this campaign kernel with the signature of expand-mixed-tpop-type-keeps-original-param.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 44.37.47.1.13.74.12.3.58.0.80.4.96.5.0.3.0.2.0.0.53.52.74.64.0.75.4.84.0.1.3.0.2.96.1.65.58.64.7.1.20.85.6.4.70.4.6.32.8.186.98.0.64.36.19.13.10.3.34.55.3.31.65.2.92.66.9.3.13.3.3.74.7.61.5.9.51.50.0.0.1.94.2.54.52.59.42.2.78.10.40.3.40.1.0*4.29.59.72.7.5.20.85.30.4.3.6.89.26.17.9.3.4.4.94.3.97.53.70.3.1.0.1.0.22.90.2.22.36.62.9.92.2.25.2.0.2.0.2.50.7.68.68.31.89.15.42.14.63.15.5.4.1.3.2.0.59.57.34.63.6.3.10.3.85.7.49.4.77.24.30.2.1.3.95.0.10.55.33.1.33.2.17.3.88.1.1.2.1.0.63.56.80.53.50.66.84.18.71.9.1.7.4.85.3.40.44.43.2.2.2.2.1.64.88.3.70.1.0.0.82.87.4.24.38.0.3.98.3.58.0.2.1.3.0.23.12.29.35.95.14.99.0.88.3.21.7.6.1.29.0*3.2.0.0.2.72.79.71.5.43.61.8.3.58.5.93.1.20.66.47.2.0.0.22.0.48.75.2.56.10.41.7.34.0.15.2.0.3.71.75.75.70.93.20.9.43.3.2.2.48.94.36.76.94.25.87.24.32.6.2.81.4.26.5.16.99.18.1.2.1.2.1.50.2.15.61.90.80.0.54.14.50.1.53.2.1.1.82.80.43.0.46.43.0.17.95.15.71.0.35.2.90.4.61.84.73.3.47.5.0.6.65.0.1.1.0.0.21.35.76.65.2.79.4.33.10.2.27.5.97.1.81.70.90.0.2.0.1.0.88.6.51.1.53.21.0.93.1.73.4.78.0.0.1.0.0.30.85.29.19.12.13.5.28.0.1.0*3.70.12.97.46.96.34.79.10.9.44.24.6.37.38.40.1.0.19.56.3
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: property-violation
# repro: fb2c198ba8e3.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[32, 128], pl.FP32], x_2: pl.Tensor[[224, 16], pl.FP32], x_3: pl.Tensor[[112, 192], pl.FP32], rows_1: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[32, 512], pl.FP32], x_5: pl.Tensor[[64, 512], pl.FP16], x_6: pl.Tensor[[512, 224], pl.FP16], x_7: pl.Tensor[[2, 112, 32], pl.INT8], x_8: pl.Tensor[[128, 64], pl.INT8], x_9: pl.Tensor[[64, 128], pl.INT8], x_10: pl.Tensor[[128, 96], pl.INT8], rows_2: pl.Scalar[pl.INDEX], x_11: pl.Tensor[[96, 64], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]]) -> pl.Tensor[[64, 64], pl.INT32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(t)
        ln: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16], slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(lt, pl.min(rows, 16), 16)
        t_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 32], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, ln, t_1)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16])] = pl.tile.exp(mv)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16])] = pl.tile.exp(ep)
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_prod(ep)
        vs: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.set_validshape(r, 1, 16)
        t_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[15, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x, [0, 32], [16, 32], [15, 32], target_memory=pl.Mem.Mat)
        ln_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, pl.const(15, pl.INDEX)), 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(t_2, pl.min(rows, 15), 32)
        t_3: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, ln_1, t_3, True)
        t_4: pl.Tile[[112, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [112, 0], [112, 16], [112, 16], target_memory=pl.Mem.Vec)
        lt_1: pl.Tile[[16, 112], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_4)
        l: pl.Tile[[16, 112], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(lt_1, pad_value=pl.PadValue.zero)
        t_5: pl.Tile[[112, 48], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_3, [0, 96], [112, 48], [112, 48], target_memory=pl.Mem.Vec)
        acc_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, ln_1, t_3)
        t_6: pl.Tile[[48, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [96, 0], [48, 16], [48, 16], target_memory=pl.Mem.Vec)
        acc_3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, ln_1, t_3)
        t_7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [16, 48], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        ln_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(16, pl.INDEX)), 16])] = pl.tile.set_validshape(t_7, pl.min(rows_1, 16), 16)
        t_8: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_4, [16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        acc_4: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_3, ln_2, t_8)
        acc_5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_4, ln_1, t_3)
        t_9: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_5, [32, 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        rs: pl.Tile[[128, 16], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(t_9, [128, 16])
        l_1: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.reshape(rs, [16, 128])
        l_2: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 128])] = pl.tile.slice(l_1, [16, 128], [0, 0], [15, 128])
        t_10: pl.Tile[[128, 112], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_6, [384, 0], [128, 112], [128, 112], target_memory=pl.Mem.Vec)
        acc_6: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_5, ln_1, t_3)
        t_11: pl.Tile[[2, 112, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_7, [0, 0, 16], [2, 112, 8], [2, 112, 8], target_memory=pl.Mem.Vec)
        t_12: pl.Tile[[32, 80], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 80])] = pl.tile.load(x_1, [0, 0], [32, 80], [16, 80], target_memory=pl.Mem.Vec)
        l_3: pl.Tile[[32, 80], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_12, pad_value=pl.PadValue.zero)
        t_13: pl.Tile[[80, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [0, 48], [80, 16], [80, 16], target_memory=pl.Mem.Mat)
        acc_7: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_3, t_13)
        acc_8: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_7, l_3, t_13, rows >= 2)
        acc_9: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_8, l_3, t_13)
        acc_10: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_9, l_3, t_13)
        t_14: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 32])] = pl.tile.load(x_8, [64, 32], [32, 32], [16, 32], target_memory=pl.Mem.Vec)
        ln_3: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(16, pl.INDEX)), 32])] = pl.tile.set_validshape(t_14, pl.min(rows_1, 16), 32)
        t_15: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_8, [32, 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        rp: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_15, pad_value=pl.PadValue.zero)
        acc_11: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_10, l_3, t_13)
        l_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rp, 31, 32)
        tv: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 31], blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(l_4)
        l_5: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[31, 32], pad=pl.PadValue.zero)] = pl.tile.transpose_view(tv)
        ln_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(31, pl.INDEX)), 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_5, pl.min(rows, 31), 32)
        t_16: pl.Tile[[32, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_9, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        acc_12: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(31, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_4, t_16)
        acc_13: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(31, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_12, ln_4, t_16)
        t_17: pl.Tile[[32, 96], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[31, 96])] = pl.tile.load(x_10, [32, 0], [32, 96], [31, 96], target_memory=pl.Mem.Vec)
        ln_5: pl.Tile[[32, 96], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows_2, pl.const(31, pl.INDEX)), 96])] = pl.tile.set_validshape(t_17, pl.min(rows_2, 31), 96)
        t_18: pl.Tile[[96, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_11, [0, 0], [96, 32], [96, 32], target_memory=pl.Mem.Vec)
        rp_1: pl.Tile[[96, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_18, pad_value=pl.PadValue.zero)
        acc_14: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(31, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_13, ln_4, t_16)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(acc_14, [0, 0], out)
        return o
