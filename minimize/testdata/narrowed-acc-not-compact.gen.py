# irfuzz corpus v1
# signature: "contract | AccCompactValid | InferTileMemorySpace | '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | "
# status: open
# oracle: contract
# property: AccCompactValid
# pass: InferTileMemorySpace
# profile: AccCompactValid
# backend: Ascend950
# faults: narrowed-acc-not-compact
# seed: 7825333718601897897
# case: 11
# generator: gen/v1
# statements: 42
# count: 1
# first_seen: 0001-01-01T00:00:00Z
# last_seen: 0001-01-01T00:00:00Z
# choices: 93.34.17.17.3.0.6.8.45.2.1.2.1.2.99.0.38.62.3.80.2.2.1.0.3.56.3.2.0.1.0.32.0.0.1.0.1.98.68.85.36.5.13.1.0.3.16.79.29.63.9.3.37.43.2.63.63.63.83.6.5.14.39.3.0*5.44.57.73.19.31.13.3.4.0.18.49.19.0.0.2.0.3.55.1.54.57.17.58.8.2.92.2.1.2.0.1.36.1.51.2.52.35.90.3.86.0.25.3.10.13.88.7.91.60.4.0.4.52.8.13.15.2.3.2.62.55.32.0.4.0.46.0.25.2.56.57.3.73.14.6.26.3.14.0.52.86.86.84.7.1.2.69.55.71.13.85.6.140.7.60.80.2.1.0*3.43.8.5.44.1.1.7.2.57.96.31.85.6.0.1.2.1.0.56.74.4.60.55.13.56.49.14.2.5.7.53.48.38.2.4.0.59.6.46.44.80.22.3.7.11.3.0.3.5.4.17.92.72.12.26.65.98.8.9.25.2.1.1.56.87.63.42.35.16.78.5.0.3.44.10.3.1.2.1.2.8.84.19.63.0.4.3.47.31.0.2.0.1.2.81.98.9.44.4.7.0.2.32.39.43.5.75.1.2.3.2.61.83.0.0.1.0.0.81.3.74.3.0.2.0.3.56.44.59.4.3.5.1.76.65.47.1.0.2.48.4.16.6.66.67.2.70.15.5.12.0.0.4.6.27.20.87.75.50.34.1.39

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 64], pl.INT8], x_1: pl.Tensor[[256, 1024], pl.INT8], x_2: pl.Tensor[[1024, 128], pl.INT8], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]], x_3: pl.Tensor[[16, 64], pl.FP32], x_4: pl.Tensor[[32, 256], pl.FP32], out_1: pl.Out[pl.Tensor[[32, 64], pl.FP32]], rows: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[64, 64], pl.BF16], x_6: pl.Tensor[[64, 1024], pl.FP16], x_7: pl.Tensor[[512, 512], pl.FP16]) -> tuple[pl.Tensor[[64, 64], pl.INT32], pl.Tensor[[32, 64], pl.FP32]]:
        t: pl.Tile[[128, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [128, 32], [128, 16], [128, 16], target_memory=pl.Mem.Vec)
        t_1: pl.Tile[[64, 1024], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [64, 0], [64, 1024], [64, 1024], target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[1024, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_2, [0, 64], [1024, 64], [1024, 64], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_2)
        acc_1: pl.Tile[[64, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_1, t_2, flag < 3)
        vs: pl.Tile[[64, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64])] = pl.tile.set_validshape(acc_1, 16, 64)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(vs, [0, 0], out)
        t_3: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x_3, [0, 48], [16, 16], [15, 16], target_memory=None)
        t_4: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_4, [0, 64], [16, 64], [16, 64], target_memory=None)
        f: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=-1.0)
        bm: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t_3, t_4, bm)
        l: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[4, 16])] = pl.tile.set_validshape(t_3, 4, 16)
        acc_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_2, t_3, t_4, flag < 4)
        t_5: pl.Tile[[128, 64], pl.INT8, pl.TileView(valid_shape=[17, 64])] = pl.tile.load(x_2, [512, 0], [128, 64], [17, 64], target_memory=None)
        ln: pl.Tile[[128, 64], pl.INT8, pl.TileView(valid_shape=[flag, 64])] = pl.tile.set_validshape(t_5, flag, 64)
        t_6: pl.Tile[[64, 64], pl.INT8] = pl.tile.load(x_2, [896, 0], [64, 64], [64, 64], target_memory=None)
        rp: pl.Tile[[64, 64], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_6)
        acc_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, t_3, t_4, flag == 2)
        acc_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_4, t_3, t_4)
        o_1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t_4, [0, 0], out_1)
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        sl: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(c, [16, 32], [16, 0])
        t_7: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[31, 32])] = pl.tile.load(x, [128, 0], [32, 32], [31, 32], target_memory=None)
        ln_1: pl.Tile[[32, 32], pl.INT8, pl.TileView(valid_shape=[rows, 32])] = pl.tile.set_validshape(t_7, rows, 32)
        t_8: pl.Tile[[32, 128], pl.INT8] = pl.tile.load(x_1, [160, 512], [32, 128], [32, 128], target_memory=None)
        rp_1: pl.Tile[[32, 128], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_8)
        c_1: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        seed: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(c_1, rows, 128)
        acc_6: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(seed, ln_1, rp_1, flag_1 == 1)
        acc_7: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_6, ln_1, rp_1)
        t_9: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_5, [32, 32], [32, 16], [32, 16], target_memory=None)
        t_10: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[15, 16])] = pl.tile.load(x_5, [32, 0], [16, 16], [15, 16], target_memory=None)
        c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        t_11: pl.Tile[[64, 512], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[31, 512])] = pl.tile.load(x_6, [0, 0], [64, 512], [31, 512], target_memory=pl.Mem.Mat)
        t_12: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(x_7, [0, 384], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        acc_8: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_11, t_12)
        t_13: pl.Tile[[32, 32], pl.FP32, pl.TileView(valid_shape=[31, 32])] = pl.tile.load(x_4, [0, 64], [32, 32], [31, 32], target_memory=None)
        ln_2: pl.Tile[[32, 32], pl.FP32, pl.TileView(valid_shape=[flag, 32])] = pl.tile.set_validshape(t_13, flag, 32)
        t_14: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_4, [0, 128], [32, 32], [32, 32], target_memory=None)
        acc_9: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_8, t_11, t_12)
        acc_10: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_9, t_11, t_12)
        return o, o_1
