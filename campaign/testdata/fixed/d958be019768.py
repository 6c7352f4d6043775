# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func _ / stmt N / while / body / stmt N / if / then / stmt N / for _ / body / stmt N / assign _ / tile.move / args[_]: c vs c (iter arg vs variable) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 6544611041830152936
# case: 1820
# generator: gen/v1
# statements: 32
# count: 1
# first_seen: 2026-11-30T01:45:08Z
# last_seen: 2026-11-30T01:45:08Z
# choices: 18.60.67.0.2.2.1.2.42.0.1.0.1.0.30.4.94.2.58.73.27.44.44.6.26.109.53.13.2.6.20.58.17.49.12.48.0.35.90.25.42.85.89.66.93.1.10.93.42.3.14.11.81.10.1.44.10.9.45.14.91.7.2.95.6.0.7.48.96.6.71.78.0.10.38.96.72.1.54.13.15.5.46.9.3.15.3.2.0.51.3.0.76.13.45.97.40.15.7.7.4.76.61.3.0*4.74.5.87.72.71.2.7.11.3.0.3.1.45.25.3.27.13.0.10.76.3.3.18.32.11.2.26.0.48.1.63.25.18.44.10.32.31.92.25.38.26.21.81.14.1.48.20.41.78.15.7.13.1.83.32.99.0.7.2.5.97.78.0.2.1.2.62.79.8.1.71.0.15.80.25.79.99.14.7.31.7.3.23.8.8.2.0.98.17.87.2.4.6.93.67.3.62.8.22.74.48.12.5.70.0.0.1.0.1.50.79.59.9.94.29.4.59.53.95.9.23.14.4.1.55.0.23.97.3.0.0.82.36.10.5.0.1.40.33.3.0*4.43.72.21.119.41.8.26.3.79.7.0.87.49.13.1.85.1.0.1.0.0.66.4.82.80

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 32], pl.FP32], x_1: pl.Tensor[[256, 128], pl.FP32], x_2: pl.Tensor[[8, 8], pl.INT32], x_3: pl.Tensor[[8, 16, 256], pl.INT16], x_4: pl.Tensor[[64, 64], pl.FP32], x_5: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        t: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x, [64, 0], [64, 32], [64, 32], target_memory=None)
        fp: pl.Tile[[64, 32], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        tv: pl.Tile[[32, 64], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(fp)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.exp(tv)
        for (n, c) in pl.while_(init_values=(0, v)):
            pl.cond(n < 1)
            p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(c, pad_value=pl.PadValue.zero)
            if n > 6:
                if n < 7:
                    c_1, c_2 = pl.yield_(pl.tile.neg(p), p)
                else:
                    c_1, c_2 = pl.yield_(p, pl.tile.abs(p))
                for i, (c_3,) in pl.range(4, 0, -1, init_values=(c_2,)):
                    t_1: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(x_1, [192, 0], [64, 128], [64, 128], target_memory=None)
                    acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_3, t_1)
                    t_2: pl.Tile[[8, 8], pl.INT32, pl.TileView(valid_shape=[1, 8])] = pl.tile.load(x_2, [0, 0], [8, 8], [1, 8], target_memory=None)
                    t_3: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_1, [208, 0], [16, 128], [16, 128], target_memory=None)
                    rs: pl.Tile[[128, 16], pl.FP32] = pl.tile.reshape(t_3, [128, 16])
                    l: pl.Tile[[16, 128], pl.FP32] = pl.tile.reshape(rs, [16, 128])
                    t_4: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(x_1, [128, i % 2 * 64], [128, 64], [128, 64], target_memory=None)
                    c_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    acc_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_4, l, t_4, i == 0)
                    v_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t_4, t_4)
                    v_2: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.divs(v_1, 1.0)
                    t_5: pl.Tile[[2, 8, 64], pl.INT16, pl.TileView(valid_shape=[1, 8, 64])] = pl.tile.load(x_3, [i % 4 * 2, i % 2 * 8, 64], [2, 8, 64], [1, 8, 64], target_memory=None)
                    v_3: pl.Tile[[2, 8, 64], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[1, 8, 64])] = pl.tile.muls(t_5, pl.const(3, pl.INT32))
                    c_5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.yield_(c_3)
            t_6: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_4, [0, 32], [64, 32], [64, 32], target_memory=None)
            c_6: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_6, p, t_6)
            for i_1 in pl.pipeline(0, 16, 2, stage=2):
                pass
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_7 = pl.yield_(n_1, pl.tile.exp(p))
        t_7: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x_5, [0, 0], [32, 16], [32, 16], target_memory=None)
        w: pl.Tile[[32, 16], pl.FP16, pl.Mem.Vec] = pl.tile.write(t_7, [26, 3], pl.const(0.0, pl.FP16))
        o: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(w, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 32], pl.FP32], x_1: pl.Tensor[[256, 128], pl.FP32], x_2: pl.Tensor[[8, 8], pl.INT32], x_3: pl.Tensor[[8, 16, 256], pl.INT16], x_4: pl.Tensor[[64, 64], pl.FP32], x_5: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 32], pl.FP16]:
        out: pl.Tensor[[32, 32], pl.FP16] = pl.tensor.create([32, 32], dtype=pl.FP16)
        r: pl.Tensor[[32, 32], pl.FP16] = self.kernel(x, x_1, x_2, x_3, x_4, x_5, out)
        return r
