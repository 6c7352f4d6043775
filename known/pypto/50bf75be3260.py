# irfuzz corpus v1
# signature: "pypto | TypeChecked | AutoTileMatmulL0 | Tile view metadata mismatch in ForStmt: declared iter_arg[_] and yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: pypto
# property: TypeChecked
# pass: AutoTileMatmulL0
# profile: CommDomainScopesMaterialized
# backend: Ascend950
# faults:
# seed: 968693581918349694
# case: 26
# generator: gen/v1
# statements: 62
# count: 3
# first_seen: 2026-12-07T21:03:07Z
# last_seen: 2026-12-07T21:03:17Z
# pypto_finding: auto-tile-l0-init-drops-compact-view.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:366-388
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md (the repro's entry)
# note: AutoTileMatmulL0 narrows the K loop's Acc init without the compact mode its first block carries; TypeCheck rejects the loop. The real PyPTO fails this campaign kernel with the signature of auto-tile-l0-init-drops-compact-view.py's bug (same oracle, pass and message), found by irfuzz -sut pypto -n 150 -seed 3; matched to the repro by signature, not re-triaged kernel by kernel
# choices: 36.83.88.13.2.11.95.35.3.1.3.69.86.75.12.44.2.14.1.34.7.96.0.35.42.71.3.0.2.0.0.33.95.4.23.67.67.4.53.6.3.34.64.7.126.77.56.53.5.6.1.34.30.2.83.84.8.33.92.6.14.2.86.50.1.54.83.88.22.1.12.32.78.64.0.87.2.0.3.16.80.3.69.98.28.2.2.2.23.2.37.2.82.7.54.3.0.2.0.83.43.1.55.12.93.18.150.84.1.10.12.5.96.2.7.53.3.2.2.49.3.39.2.36.9.21.76.6.5.8.92.1.4.3.71.12.122.65.15.13.91.0.75.0.5.30.2.2.0.71.0.80.62.79.13.3.49.41.5.68.6.49.1.3.77.70.0.1.2.42.1.94.71.85.36.25.9.5.20.6.6.80.28.2.28.6.4.7.81.41.72.14.69.10.1.3.74.3.77.5.93.72.9.3.6.1.99.0.47.4.8.6.70.7.7.1.63.81.77.4.13.8.4.94.3.6.92.7.90.10.42.38.89.12.35.75.14.1.9.9.23.0.0.18.77.7.3.0.70.5.0.78.66.1.62.59.13.1.40.2.82.5.97.42.1.0.0.1.0.0.85.59.81.84.0.41.15.37.4.34.0.0.3.45.76.58.61.36.3.83.1.30.0.0.53.55.0.2.1.2.1.48.38.60.6.0.49.6.79.6.49.0.71.1.26.34.0*3.46.95.2.30.80.88.17.2.3.27.91.46.1.71.76.1.4.83.1.13.42.1.13.11.30.0.2.1.58.72.1.0.4.3.93.5.9.95.84.0.65.69.6.3.31.3.90.0.57.2.1.0*3.63.2.1.0.4.47.34.47.15.140.85.0.15.2.46.89.3.21.61.17.199.49.9.29.0.1.70.47.32.74.11.5.4.91.39.1.19.89.9.35.3.3.1.58.15.56.73.88.8.61.39.0.11.82.1.3.14.55.87.0.7.42.46.3.40.44.7.78.43.7.13.0.17.6.1.64.48.3.0.89.61.80.88.12.93.90.21.80.41.12.0.2.1.1.1.4.55.1.2.1.95.29.0.69.3.3.1.30.11.40.3.12.2.56.9.4.0.5.12.0.11.95.2.2.0.3.0.79.8.68.25.0.1.1.1.1.42.82.16.57.37.80.5.99.9.92.2.75.2.1.35.15.19.3.41.90.1.0.71.2.0.1.15.84.1.1.21.71.92
# sut: pypto
# pypto: e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09
# outcome: property-violation
# repro: 50bf75be3260.repro.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 192], pl.FP16], x_1: pl.Tensor[[128, 2048], pl.INT8], x_2: pl.Tensor[[512, 512], pl.INT8], x_3: pl.Tensor[[128, 384], pl.FP32], flag: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[192, 16], pl.INT16], x_5: pl.Tensor[[128, 128], pl.BF16], x_6: pl.Tensor[[32, 128], pl.FP16], x_7: pl.Tensor[[128, 32], pl.FP32], flag_1: pl.Scalar[pl.INDEX], x_8: pl.Tensor[[2, 128], pl.FP32], flag_2: pl.Scalar[pl.INDEX], x_9: pl.Tensor[[256, 64], pl.FP16], x_10: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        if flag_2 != 1:
            t: pl.Tile[[16, 48], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 48], [16, 48], target_memory=pl.Mem.Mat)
            tv: pl.Tile[[48, 16], pl.FP16, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(t)
            l: pl.Tile[[16, 48], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(tv)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, tv)
            ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
            rs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ep, [16, 16])
        else:
            for i in pl.pipeline(3, stage=2):
                if flag > 3:
                    t_1: pl.Tile[[32, 512], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[20, 512])] = pl.tile.load(x_1, [64, 1024], [32, 512], [20, 512], target_memory=pl.Mem.Mat)
                    t_2: pl.Tile[[512, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_2, [0, i % 4 * 128], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
                    acc_1: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[20, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_1, t_2)
                    c: pl.Scalar[pl.INDEX] = pl.yield_(i)
                else:
                    t_3: pl.Tile[[32, 96], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_3, [96, 192], [32, 96], [32, 96], target_memory=pl.Mem.Vec)
                    s: pl.Tile[[1, 96], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t_3)
                    x_11: pl.Tile[[32, 96], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(t_3, s)
                    c: pl.Scalar[pl.INDEX] = pl.yield_(i)
                t_4: pl.Tile[[48, 16], pl.INT16, pl.Mem.Vec] = pl.tile.load(x_4, [i % 4 * 48, 0], [48, 16], [48, 16], target_memory=pl.Mem.Vec)
                v: pl.Tile[[48, 16], pl.INT16, pl.Mem.Vec] = pl.tile.maximums(t_4, pl.const(3, pl.INT16))
                t_5: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_5, [64, i % 4 * 32], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
                t_6: pl.Tile[[32, 64], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_2, [192, 448], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                t_7: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [32, i % 3 * 128], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
                lt: pl.Tile[[128, 32], pl.FP32, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(t_7)
                t_8: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [i % 4 * 32, i % 24 * 16], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
                acc_2: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, t_8)
                ep_1: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc_2)
                ep_2: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep_1, 0.5)
                rs_1: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ep_2, [128, 16])
                for i_1 in pl.unroll(1, 0, -1):
                    ep_3: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, rs_1)
            t_9: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_6, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            lt_1: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(t_9)
            ln: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(flag, pl.const(64, pl.INDEX)), 32], slayout=pl.TileLayout.none_box)] = pl.tile.set_validshape(lt_1, pl.min(flag, 64), 32)
            t_10: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_6, [0, 48], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
            acc_3: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, pl.const(64, pl.INDEX)), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_10)
            t_11: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_7, [64, 16], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
            t_12: pl.Tile[[1, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_5, [71, 64], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
            t_13: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_5, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64])] = pl.tile.gemv(t_12, t_13, acc_phase='final')
            if flag_1 >= 1:
                c_1: pl.Tile[[32, 16], pl.FP32] = pl.yield_(t_11)
            else:
                c_1: pl.Tile[[32, 16], pl.FP32] = pl.yield_(t_11)
            mv: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, pl.const(64, pl.INDEX)), 16])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            h: pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, pl.const(64, pl.INDEX)), 16])] = pl.tile.cast(mv, target_type=pl.INT8, mode='floor')
            t_14: pl.Tile[[1, 128], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_8, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
            t_15: pl.Tile[[128, 48], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_3, [0, 192], [128, 48], [128, 48], target_memory=pl.Mem.Mat)
            g_1: pl.Tile[[16, 48], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 48])] = pl.tile.gemv(t_14, t_15, acc_phase='unspecified')
            k: pl.Tile[[128, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[128, 6])] = pl.tile.cmp(t_15, t_15, cmp_type=2)
            for i_2 in pl.range(0, 2, 2):
                tmp: pl.Tile[[128, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([128, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
                r: pl.Tile[[128, 1], pl.UINT8, pl.Mem.Vec] = pl.tile.row_prod(k, tmp)
        q: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for i_3, (c_2, c_3, c_4) in pl.pipeline(8, stage=2, init_values=(q, q, q)):
            t_16: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, i_3 % 3 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            for i_4 in pl.unroll(0, 6, 2):
                for (n,) in pl.while_(init_values=(0,)):
                    pl.cond(n < 4)
                    t_17: pl.Tile[[64, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(x_9, [i_4 % 4 * 64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
                    n_1: pl.Scalar[pl.INDEX] = n + 1
                    n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
            c_5, c_6, c_7 = pl.yield_(i_3, c_2, c_4)
        t_18: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_10, [48, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(t_18, [16, 16], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x_full: pl.Tensor[[32, 192], pl.FP16], x: pl.Tensor[[128, 2048], pl.INT8], x_1: pl.Tensor[[512, 512], pl.INT8], x_2: pl.Tensor[[128, 384], pl.FP32], x_3: pl.Tensor[[192, 16], pl.INT16], x_4: pl.Tensor[[128, 128], pl.BF16], x_full_1: pl.Tensor[[32, 256], pl.FP16], x_full_2: pl.Tensor[[256, 32], pl.FP32], x_5: pl.Tensor[[2, 128], pl.FP32], x_6: pl.Tensor[[256, 64], pl.FP16], x_full_3: pl.Tensor[[64, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_7: pl.Tensor[[16, 192], pl.FP16] = pl.tensor.slice(x_full, [16, 192], [16, 0])
        x_8: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.slice(x_full_1, [32, 128], [0, 0])
        x_9: pl.Tensor[[128, 32], pl.FP32] = pl.tensor.slice(x_full_2, [128, 32], [0, 0])
        x_10: pl.Tensor[[64, 16], pl.FP32] = pl.tensor.slice(x_full_3, [64, 16], [0, 16])
        out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[32, 32], pl.FP32] = self.kernel(x_7, x, x_1, x_2, 38, x_3, x_4, x_8, x_9, 6, x_5, 10, x_6, x_10, out)
        return r
