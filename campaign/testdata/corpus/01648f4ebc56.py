# irfuzz corpus v1
# signature: "contract | AssignTypeSymmetry | InferTileMemorySpace | AssignStmt LHS/RHS type mismatch in function '_': var '_' type is not structurally equal to its RHS type. Structural equality assertion failed |  | "
# status: fixed
# oracle: contract
# property: AssignTypeSymmetry
# pass: InferTileMemorySpace
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 8963698889819917924
# case: 44
# generator: gen/v1
# statements: 54
# count: 1
# first_seen: 2026-11-30T00:11:45Z
# last_seen: 2026-11-30T00:11:45Z
# choices: 83.67.5.72.1.3.7.6.1.48.89.2.1.1.0.0.48.10.63.61.12.6.11.2.2.2.0.0.3.62.34.25.3.10.0.11.7.78.47.10.23.51.0.0.1.0.1.77.24.22.43.75.2.51.25.84.58.8.3.54.9.105.57.12.1.2.87.62.0.10.86.42.75.6.7.4.9.59.1.1.2.1.0.67.29.46.5.75.85.1.2.39.2.89.8.3.92.98.2.7.17.2.0.27.37.83.27.93.77.2.11.3.3.7.17.4.31.0.0.7.93.88.37.33.3.9.85.82.0.87.99.5.84.13.0.8.82.64.2.6.37.40.2.1.5.5.2.69.6.92.2.1.1.85.56.99.12.73.65.2.33.14.1.2.3.25.86.70.0.1.2.0.0.80.0.1.35.22.65.0.8.6.72.0.1.1.68.17.1.47.54.82.10.72.85.76.61.6.4.1.8.13.19.14.54.25.94.89.5.15.32.92.0.21.66.77.9.1.0.61.1.10.59.0.4.1.2.61.107.24.65.2.49.0.29.24.91.2.3.34.14.31.27.7.4.5.24.60.3.9.0.2.6.1.94.19.66.0*5.55.53.72.30.3.7.91.0.1.2.42.0.61.97.0.9.85.7.23.80.57.64.76.2.102.8.57.84.3.26.13.3.0.46.68.109.47.26.1.5.11.75.24.5.72.36.93.0.0.4.0.85.53.2.2.1.2.3.2.49.0.30.3.2.4.22.15.57.8.1.10.1.44.98.1.17.81.22.34.87.5.93.9.3.1.55.83.47.5.15.4.0.86.42.74.0.6.7.82.66.3.2.1.33.3.76.78.46.32.50.1.0.0.34.16.0.77.23.2.66.37.40.47.1.4.2.67.0.3.41.1.55.0.77.7.0.1.90.93.32.44.4.5.7.81.12.0*3.74.77.52.64.6.15.1.23.76.3.23.84.6.97.65.3.99.16.3.84.99.0.2.1.1.0.23.99.4.73.1.22.45.92.6.88.15.2.7.6
# oracles: validity,crash,contract
# found_with: descending-trip-zero

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], x_1: pl.Tensor[[256, 256], pl.FP32], out: pl.Out[pl.Tensor[[8, 128], pl.FP32]], x_2: pl.Tensor[[128, 32], pl.INT32], x_3: pl.Tensor[[128, 512], pl.FP16], x_4: pl.Tensor[[256, 128], pl.FP16], x_5: pl.Tensor[[32, 64], pl.INT8], x_6: pl.Tensor[[64, 32], pl.INT8], x_7: pl.Tensor[[8, 32, 64], pl.FP32], x_8: pl.Tensor[[64, 128], pl.FP32], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 128], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(x, [0, 0], [8, 64], [8, 64], target_memory=None)
        t_1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [64, 64], [64, 64], target_memory=None)
        t_2: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(x, [10, 0], [1, 64], [1, 64], target_memory=None)
        acc: pl.Tile[[8, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t_1, t_2)
        o: pl.Tensor[[8, 128], pl.FP32] = pl.tile.store(acc, [0, 64], out)
        v: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        e: pl.Scalar[pl.FP32] = pl.tile.read(v, [3, 54])
        for (n, acc_1, c) in pl.while_(init_values=(0, acc, e)):
            pl.cond(n < 4)
            t_3: pl.Tile[[64, 8], pl.INT32] = pl.tile.load(x_2, [64, 0], [64, 8], [64, 8], target_memory=None)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, acc_2, c_1 = pl.yield_(n_1, acc_1, c)
        for i in pl.range(4):
            pass
        if n_2 < 7:
            pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE3, event_id=7)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE3, event_id=7)
        else:
            pass
        if n_2 >= 7:
            for i_1, (c_2, c_3, acc_3) in pl.range(4, 0, -2, init_values=(c_1, t_2, acc_2)):
                c_4, c_5, acc_4 = pl.yield_(e, c_3, pl.tile.matmul_acc(acc, v, t_1))
            for i_2 in pl.unroll(0, 16, 2):
                t_4: pl.Tile[[64, 128], pl.FP16, pl.TileView(valid_shape=[1, 128])] = pl.tile.load(x_3, [0, i_2 % 4 * 128], [64, 128], [1, 128], target_memory=None)
                t_5: pl.Tile[[128, 64], pl.FP16] = pl.tile.load(x_4, [i_2 % 2 * 128, 64], [128, 64], [128, 64], target_memory=None)
                c_6: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
                acc_5: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_6, t_4, t_5)
            c_7, o_1 = pl.yield_(c_4, o)
        else:
            r: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(v, v)
            x_9: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(v, r)
            for i_3 in pl.range(2, 0, -2):
                ep: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, x_9)
                ep_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep, ep)
                h: pl.Tile[[8, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep_1, target_type=pl.INT8, mode='rint')
                for (n_3,) in pl.while_(init_values=(0,)):
                    pl.cond(n_3 < 2)
                    p: pl.Tile[[8, 64], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(h)
                    for i_4 in pl.range(3):
                        h_1: pl.Tile[[1, 64], pl.INT8, pl.Mem.Vec] = pl.tile.cast(t_2, target_type=pl.INT8, mode='trunc')
                        t_6: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 64], [32, 64], target_memory=None)
                        lt: pl.Tile[[64, 32], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_6)
                        t_7: pl.Tile[[32, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_6, [0, i_4 % 4 * 8], [32, 8], [32, 8], target_memory=pl.Mem.Vec)
                        c_8: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 8], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
                        acc_6: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_8, lt, t_7)
                        vs: pl.Tile[[64, 8], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 8], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_6, 31, 8)
                    for (n_4, c_9) in pl.while_(init_values=(0, i_3)):
                        pl.cond(n_4 < 2)
                        pl.system.bar_m()
                        t_8: pl.Tile[[2, 16, 16], pl.FP32, pl.TileView(valid_shape=[1, 16, 16])] = pl.tile.load(x_7, [4, 0, 48], [2, 16, 16], [1, 16, 16], target_memory=None)
                        n_5: pl.Scalar[pl.INDEX] = n_4 + 1
                        n_6, c_10 = pl.yield_(n_5, c_9)
                    n_7: pl.Scalar[pl.INDEX] = n_3 + 1
                    n_8: pl.Scalar[pl.INDEX] = pl.yield_(n_7)
                for i_5 in pl.range(0, 6, 2):
                    r_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(v)
                t_9: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_8, [48, i_3 % 2 * 64], [16, 64], [16, 64], target_memory=None)
                t_10: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_8, [i_3 % 2 * 32, 32], [32, 16], [32, 16], target_memory=None)
                t_11: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x_1, [32, 0], [32, 16], [32, 16], target_memory=None)
            t_12: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_8, [0, 0], [16, 32], [16, 32], target_memory=None)
            rs: pl.Tile[[32, 16], pl.FP32] = pl.tile.reshape(t_12, [32, 16])
            vs_1: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[31, 8])] = pl.tile.set_validshape(rs, 31, 8)
            vs_2: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(vs_1, rows, 16)
            sl: pl.Tile[[8, 8], pl.FP32, pl.TileView(valid_shape=[pl.min(pl.max(rows, 8) - 8, 8), 8])] = pl.tile.slice(vs_2, [8, 8], [8, 0])
            fp: pl.Tile[[8, 8], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
            rs_1: pl.Tile[[4, 16], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(fp, [4, 16])
            c_7, o_1 = pl.yield_(c_1, o)
        return o_1
