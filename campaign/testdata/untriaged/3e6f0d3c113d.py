# irfuzz corpus v1
# signature: "contract | TypeCheck | ExpandMixedKernel | Tile view metadata mismatch in IfStmt: then yield value[_] and return_var[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ExpandMixedKernel
# profile: HardSyncallOccupancyValid
# backend: Ascend950
# faults:
# seed: 5162880109557846121
# case: 216209
# generator: gen/v1
# statements: 55
# count: 1
# first_seen: 2026-12-03T17:49:24Z
# last_seen: 2026-12-03T17:49:24Z
# choices: 31.41.20.6.4.3.97.58.0.2.2.3.1.35.2.32.56.88.0.21.86.78.38.10.3.24.56.59.1.12.5.4.0.4.3.1.37.85.12.109.61.7.29.47.9.0.77.0.1.1.1.1.44.55.37.45.4.7.6.94.21.3.2.0.2.0.6.4.99.0.43.77.10.32.11.1.0.4.4.95.55.1.2.2.3.1.12.3.11.93.2.69.3.49.95.42.2.1.10.6.97.3.2.1.2.0.27.42.69.6.2.9.49.4.46.5.3.3.2.88.79.82.96.53.0.2.49.39.54.48.9.4.4.33.16.75.15.69.25.119.60.1.5.0.63.14.61.0.2.6.88.22.36.2.10.0.0.67.19.84.7.2.9.9.91.20.100.4.88.44.7.78.90.1.1.0*3.27.73.62.1.21.2.1.4.6.18.24.7.0.1.1.59.36.54.5.6.5.37.3.0.1.96.1.64.77.58.19.72.99.49.0.52.82.52.95.5.14.88.8.0.4.93.62.7.0.7.0.21.0.191.2.79.35.1.11.0.80.45.11.59.6.13.11.0.1.1.0.0.55.41.94.89.9.61.96.3.14.83.0.129.46.4.13.30.41.13.1.98.0.120.19.15.1.3.86.6.32.78.7.74.5.1.95.80.41.99.55.9.41.60.6.2.1.77.16.97.81.8.93.82.92.71.3.12.10.33.23.91.76.15.80.52.4.1.2.0.0.2.0.0.33.67.0.1.1.0.0.10.86.1.9.91.1.54.7.31.12.98.61.1.90.11.84.2.99.1.0.0.25.23.43.51.4.1.14.3.1.2.93.2.3.80.7.98.56.58.27.65.7.20.6.40.0.5.7.71.13.5.4.1.0.26.1.74.27.20.56

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 2], pl.BF16]], x_1: pl.Tensor[[64, 8], pl.INT8], x_2: pl.Tensor[[64, 64], pl.FP16], rows: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[64, 128], pl.FP16], out_1: pl.Out[pl.Tensor[[32, 16], pl.FP16]], x_4: pl.Tensor[[128, 128], pl.FP32]) -> tuple[pl.Tensor[[128, 2], pl.BF16], pl.Tensor[[32, 16], pl.FP16]]:
        t: pl.Tile[[64, 16], pl.BF16, pl.TileView(valid_shape=[63, 16])] = pl.tile.load(x, [192, 16], [64, 16], [63, 16], target_memory=None)
        for i in pl.range(0, 6, 2):
            s: pl.Scalar[pl.INDEX] = i // 25
            fp: pl.Tile[[64, 16], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        tmp: pl.Tile[[64, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([64, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        r: pl.Tile[[64, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[63, 1])] = pl.tile.row_sum(t, tmp)
        o: pl.Tensor[[128, 2], pl.BF16] = pl.tile.store(r, [64, 1], out)
        t_1: pl.Tile[[16, 8], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[12, 8])] = pl.tile.load(x_1, [32, 0], [16, 8], [12, 8], target_memory=pl.Mem.Vec)
        t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[4, 16])] = pl.tile.load(x_2, [48, 16], [16, 16], [4, 16], target_memory=None)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
        rs: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(l, [16, 16])
        l_1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(rs, [16, 16])
        ln: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 16], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_1, pl.min(rows, 16), 16)
        t_3: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_3, [32, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_3)
        mv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tmp_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ep: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 1])] = pl.tile.row_sum(mv, tmp_1)
        c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        if rows >= 6:
            fp_1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(ln)
            acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 64], compact=pl.CompactMode.normal)] = pl.yield_(acc)
        else:
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.sub(mv, mv)
            acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 16), 64], compact=pl.CompactMode.normal)] = pl.yield_(acc)
        as_: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.assemble(mv, acc_1, [0, 0])
        v_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.mul(as_, as_)
        o_1: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(ln, [0, 0], out_1)
        t_4: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_3, [16, 64], [16, 64], [16, 64], target_memory=None)
        t_5: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_2, [0, 32], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        acc_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_4, t_5)
        acc_3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, t_4, t_5)
        acc_4: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_3, t_4, t_5)
        if rows < 4:
            pass
        else:
            pass
        t_6: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x, [191, 32], [1, 16], [1, 16], target_memory=None)
        t_7: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [176, 0], [16, 16], [16, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_6, t_7)
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_6, t_7)
        sl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.slice(g_1, [16, 16], [0, 0])
        for i_1, (o_2,) in pl.pipeline(2, stage=3, init_values=(o,)):
            w: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 64])] = pl.tile.write(as_, [13, 30], 1.0)
            mv_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(sl, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            v_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.sub(mv_1, mv_1)
            v_3: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 16), 1])] = pl.tile.adds(ep, 1.0)
            if i_1 <= 4:
                h: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t_4, target_type=pl.FP32, mode='rint')
                v_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(h)
                if rows <= 7:
                    v_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(v_4)
                    sl_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(h, [16, 16], [0, 0])
                    sl_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(sl_1, [16, 16], [0, 0])
                    rs_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(sl_2, [16, 16])
                    c_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(v_5)
                else:
                    l_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v_4)
                    l_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(l_2, [16, 64], [0, 0])
                    t_8: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_4, [i_1 % 2 * 64, 96], [64, 32], [64, 32], target_memory=None)
                    acc_5: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_3, t_8)
                    acc_6: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_5, l_3, t_8)
                    c_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(v_4)
            else:
                pass
            o_3: pl.Tensor[[128, 2], pl.BF16] = pl.yield_(o_2)
        return o_3, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[128, 2], pl.BF16]], x_1: pl.Tensor[[64, 8], pl.INT8], x_2: pl.Tensor[[64, 64], pl.FP16], rows: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[64, 128], pl.FP16], out_1: pl.Out[pl.Tensor[[32, 16], pl.FP16]], x_4: pl.Tensor[[128, 128], pl.FP32]) -> tuple[pl.Tensor[[128, 2], pl.BF16], pl.Tensor[[32, 16], pl.FP16]]:
        r: pl.Tuple[pl.Tensor[[128, 2], pl.BF16], pl.Tensor[[32, 16], pl.FP16]] = self.kernel(x, out, x_1, x_2, rows, x_3, out_1, x_4)
        return r[0], r[1]
