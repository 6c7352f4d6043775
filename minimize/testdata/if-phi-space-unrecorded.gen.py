# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | func kernel / stmt N / if / phi N: memory space None vs Vec |  | "
# status: open
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: Default
# backend: 910B
# faults: if-phi-space-unrecorded
# seed: 41
# case: 0
# generator: gen
# statements: 38
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 15.46.13.79.54.1.15.11.3.7.5.99.0.1.1.1.0.41.1.70.69.4.27.53.0.116.13.0.78.30.21.7.0.0.65.49.1.0.1.0.0.24.90.83.62.38.0.0.60.36.0.2.16.93.9.3.9.25.13.58.81.10.7.90.76.2.12.15.3.5.7.29.41.75.2.1.2.1.1.76.47.88.54.3.11.14.1.57.3.0.2.0.0.92.0.74.9.13.3.42.0.3.1.37.25.78.7.38.2.3.4.62.32.0.0.5.2.28.33.2.2.0.4.35.24.86.53.5.14.28.3.11.3.20.3.6.1.5.5.87.87.1.1.66.49.14.81.2.3.12.4.0.56.71.19.121.13.53.74.2.72.9.42.1.68.14.4.38.1.1.0.68.48.6.0.1.3.14.87.78.96.10.5.27.52.48.14.14.26.0.0.1.0.0.77.69.74.13.3.92.4.49.1.1.65.0.2.4.24.77.38.43.2.7.4.40.61.2.1.1.0.0.36.76.14.68.72.15.11.93.62.7.0.4.3.80.3.0.2.0.1.82.59.1.2.0.2.0.22.64.71.3.44.47.12.23.46.1.36.5.3.0*4.46.6.97.73.3.43.52.55.70.70

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 16], pl.INT16], x_1: pl.Tensor[[8, 32], pl.FP32], x_2: pl.Tensor[[64, 32], pl.FP32], rows: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[8, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]], x_4: pl.Tensor[[128, 16], pl.INT32], x_5: pl.Tensor[[1, 64], pl.BF16], x_6: pl.Tensor[[64, 128], pl.BF16], out_1: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[8, 32], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        t: pl.Tile[[128, 8], pl.INT16] = pl.tile.load(x, [128, 0], [128, 8], [128, 8], target_memory=None)
        rs: pl.Tile[[64, 16], pl.INT16] = pl.tile.reshape(t, [64, 16])
        fp: pl.Tile[[64, 16], pl.INT16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rs)
        pop: pl.Tile[[64, 16], pl.INT16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0, id=0)
        t_1: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(x_1, [0, 0], [8, 16], [8, 16], target_memory=None)
        if flag_1 <= 5:
            c, c_1 = pl.yield_(t_1, fp)
        else:
            if flag != 4:
                t_2: pl.Tile[[32, 8], pl.FP32] = pl.tile.load(x_2, [32, 8], [32, 8], [32, 8], target_memory=None)
                ln: pl.Tile[[32, 8], pl.FP32, pl.TileView(valid_shape=[rows, 8])] = pl.tile.set_validshape(t_2, rows, 8)
                t_3: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_3, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
                acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_3)
                mv: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                ep: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.muls(mv, 0.5)
                h: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 32])] = pl.tile.cast(ep, target_type=pl.INT32, mode='rint')
            t_4: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_2, [32, 0], [16, 32], [16, 32], target_memory=None)
            v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(t_4)
            c, c_1 = pl.yield_(t_1, fp)
        for i in pl.range(8):
            pass
        tv: pl.Tile[[16, 64], pl.INT16, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(c_1)
        t_5: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_2, [16, 0], [16, 16], [16, 16], target_memory=None)
        acc_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c, t_5)
        ep_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_1, acc_1)
        s: pl.Scalar[pl.INDEX] = flag_1 - 28
        o: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(ep_1, [0, 0], out)
        ep_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_1, 0.5)
        ep_3: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(ep_2)
        ep_4: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep_3, ep_2)
        h_1: pl.Tile[[8, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(ep_4, target_type=pl.BF16, mode='ceil')
        t_6: pl.Tile[[64, 8], pl.INT32] = pl.tile.load(x_4, [0, 0], [64, 8], [64, 8], target_memory=None)
        v_1: pl.Tile[[64, 8], pl.INT32, pl.Mem.Vec] = pl.tile.maximum(t_6, t_6)
        t_7: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_5, [0, 16], [1, 16], [1, 16], target_memory=None)
        t_8: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x_6, [32, 0], [16, 128], [16, 128], target_memory=None)
        g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_7, t_8)
        g_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_7, t_8)
        v_2: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.exp(t_8)
        o_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(g_1, [0, 0], out_1)
        return o, o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 16], pl.INT16], x_1: pl.Tensor[[8, 32], pl.FP32], x_2: pl.Tensor[[64, 32], pl.FP32], x_3: pl.Tensor[[8, 128], pl.FP32], flag: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[128, 16], pl.INT32], x_5: pl.Tensor[[1, 64], pl.BF16], x_6: pl.Tensor[[64, 128], pl.BF16]) -> tuple[pl.Tensor[[8, 32], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        out: pl.Tensor[[8, 32], pl.FP32] = pl.tensor.create([8, 32], dtype=pl.FP32)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32)
        r: pl.Tuple[pl.Tensor[[8, 32], pl.FP32], pl.Tensor[[16, 128], pl.FP32]] = self.kernel(x, x_1, x_2, 4, x_3, flag, 56, out, x_4, x_5, x_6, out_1)
        return r[0], r[1]
