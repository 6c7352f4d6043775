# irfuzz corpus v1
# signature: "contract | AccCompactValid | ExpandMixedKernel | '_' re-narrows a compact accumulator from N to N valid rows, which changes the pitch its readers derive (function '_'). The op is metadata-only, so the bytes stay packed at ceil(N/N)*N while every compact reader would now walk them at the new extent's pitch. Narrow the result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile. |  | "
# status: open
# oracle: contract
# property: AccCompactValid
# pass: ExpandMixedKernel
# profile: Default
# backend: 910B
# faults: c2v-push-widens-valid
# seed: 26
# case: 0
# generator: gen
# statements: 39
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 72.54.65.2.2.1.6.4.68.0.2.1.3.1.19.2.42.77.66.1.63.11.2.6.6.63.99.50.3.1.0*3.82.0.47.46.22.10.0.1.15.0*3.27.69.90.19.3.10.1.5.6.10.89.47.1.2.1.0.0.42.4.26.72.1.1.1.53.55.88.89.1.29.0.6.31.1.1.0.72.29.10.36.27.85.6.83.37.2.5.30.23.52.4.3.1.0.13.74.1.1.10.92.3.48.4.66.1.14.5.22.45.9.48.71.2.0.1.0.0.68.68.31.61.2.6.3.14.92.1.0*4.7.31.12.53.0.5.7.2.54.28.122.2.89.1.84.52.12.17.0.87.52.19.7.12.2.49.68.78.36.11.1.19.68.66.4.15.6.0.1.7.97.47.42.0.3.0.21.34.96.54.2.69.13.73.0.61.25.60.4.14.14.0.5.7.16.90.80.3.0*4.80.6.62.11.35.17.15.5.99.3.0.2.0.2.9.61.77.3.8.88.29.112.27.8.3.10.12.107.15.3.4.74.32.12.7.3.0.52.65.1.1.0*3.28.22.55.10.5.10.1.26.33.0.75.55.18.52

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 128], pl.INT32], x_1: pl.Tensor[[128, 64], pl.INT8], x_2: pl.Tensor[[128, 128], pl.FP16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_3: pl.Tensor[[64, 64], pl.BF16], x_4: pl.Tensor[[32, 8], pl.BF16], x_5: pl.Tensor[[8, 128], pl.BF16], x_6: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[64, 64], pl.INT32]:
        t: pl.Tile[[32, 64], pl.INT32] = pl.tile.load(x, [96, 64], [32, 64], [32, 64], target_memory=None)
        tv: pl.Tile[[64, 32], pl.INT32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        t_1: pl.Tile[[64, 64], pl.INT8, pl.TileView(valid_shape=[17, 64])] = pl.tile.load(x_1, [0, 0], [64, 64], [17, 64], target_memory=None)
        t_2: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_1, [0, 0], [64, 32], [64, 32], target_memory=None)
        acc: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_1, t_2)
        t_3: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[24, 64])] = pl.tile.load(x_2, [0, 0], [32, 64], [24, 64], target_memory=None)
        l: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[8, 64])] = pl.tile.slice(t_3, [16, 64], [16, 0])
        ln: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(l, rows, 64)
        t_4: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_2, [64, 0], [64, 64], [64, 64], target_memory=None)
        acc_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, t_1, t_2)
        for i, (c,) in pl.range(0, 6, 2, init_values=(t_3,)):
            c_1: pl.Tile[[32, 64], pl.FP16, pl.TileView(valid_shape=[24, 64])] = pl.yield_(c)
        mv: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.add(mv, mv)
        ep_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.muls(ep, 0.5)
        ep_2: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.exp(ep_1)
        ep_3: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.add(ep_2, ep_2)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(ep_3, [0, 0], out)
        t_5: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_3, [0, 0], [64, 64], [64, 64], target_memory=None)
        f: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=-1.0)
        tv_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 17], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(ep_3)
        e: pl.Scalar[pl.INT32] = pl.tile.read(tv_1, [17, 0])
        tv_2: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[17, 32])] = pl.tile.transpose_view(tv_1)
        s: pl.Scalar[pl.INDEX] = rows + 20
        t_6: pl.Tile[[8, 32], pl.BF16] = pl.tile.load(x_3, [24, 0], [8, 32], [8, 32], target_memory=None)
        lt: pl.Tile[[32, 8], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_6)
        ln_1: pl.Tile[[32, 8], pl.BF16, pl.TileView(valid_shape=[rows, 8], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, rows, 8)
        f_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=0.0)
        bm: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln_1, t_6, bm)
        t_7: pl.Tile[[32, 8], pl.BF16, pl.TileView(valid_shape=[31, 8])] = pl.tile.load(x_4, [0, 0], [32, 8], [31, 8], target_memory=None)
        t_8: pl.Tile[[8, 32], pl.BF16] = pl.tile.load(x_5, [0, 64], [8, 32], [8, 32], target_memory=None)
        f_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=2.0)
        bm_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_2, target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t_7, t_8, bm_1)
        v: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sub(f_2, f_2)
        v_1: pl.Tile[[32, 8], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[31, 8])] = pl.tile.sqrt(t_7)
        t_9: pl.Tile[[8, 128], pl.FP32] = pl.tile.load(x_6, [0, 0], [8, 128], [8, 128], target_memory=None)
        rs: pl.Tile[[64, 16], pl.FP32] = pl.tile.reshape(t_9, [64, 16])
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 128], pl.INT32], x_1: pl.Tensor[[128, 64], pl.INT8], x_2: pl.Tensor[[128, 128], pl.FP16], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_3: pl.Tensor[[64, 64], pl.BF16], x_4: pl.Tensor[[32, 8], pl.BF16], x_5: pl.Tensor[[8, 128], pl.BF16], x_6: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[64, 64], pl.INT32]:
        r: pl.Tensor[[64, 64], pl.INT32] = self.kernel(x, x_1, x_2, 19, out, x_3, x_4, x_5, x_6)
        return r
