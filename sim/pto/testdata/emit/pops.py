# irfuzz gen -n 500 -seed 1: Default_458
# irfuzz gen: profile=Default seed=458 target=Ascend950 statements=39 draws=264
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 128], pl.FP32], x_1: pl.Tensor[[128, 128], pl.BF16], rows: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[64, 16], pl.INT8], x_3: pl.Tensor[[512, 16], pl.FP32], out: pl.Out[pl.Tensor[[128, 16], pl.FP32]], x_4: pl.Tensor[[256, 32], pl.INT32], x_5: pl.Tensor[[32, 16], pl.FP16], x_6: pl.Tensor[[16, 64], pl.FP16], x_7: pl.Tensor[[128, 32], pl.INT16]) -> pl.Tensor[[128, 16], pl.FP32]:
        t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rs: pl.Tile[[512, 16], pl.FP32, pl.Mem.Mat] = pl.tile.reshape(t, [512, 16])
        fp: pl.Tile[[512, 16], pl.FP32, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rs)
        rs_1: pl.Tile[[256, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, pad=pl.PadValue.zero)] = pl.tile.reshape(fp, [256, 32])
        fp_1: pl.Tile[[256, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, pad=pl.PadValue.zero)] = pl.tile.fillpad(rs_1)
        t_1: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x_1, [0, 64], [64, 64], [64, 64], target_memory=None)
        v: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.add(t_1, t_1)
        t_2: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[33, 64])] = pl.tile.load(x, [0, 64], [128, 64], [33, 64], target_memory=pl.Mem.Vec)
        ln: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 33), 64])] = pl.tile.set_validshape(t_2, pl.min(rows, 33), 64)
        t_3: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(x, [0, 64], [64, 64], [64, 64], target_memory=None)
        f: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=2.0)
        bm: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 33), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_3, bm)
        acc_1: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 33), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, ln, t_3)
        v_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(f, 3.0)
        t_4: pl.Tile[[64, 16], pl.INT8, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x_2, [0, 0], [64, 16], [1, 16], target_memory=None)
        t_5: pl.Tile[[128, 16], pl.FP32] = pl.tile.load(x_3, [128, 0], [128, 16], [128, 16], target_memory=None)
        o: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(t_5, [0, 0], out)
        t_6: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x_3, [448, 0], [16, 16], [16, 16], target_memory=None)
        t_7: pl.Tile[[128, 16], pl.INT32] = pl.tile.load(x_4, [128, 0], [128, 16], [128, 16], target_memory=None)
        t_8: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x_5, [0, 0], [32, 16], [32, 16], target_memory=None)
        t_9: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_6, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_8, t_9)
        t_10: pl.Tile[[32, 16], pl.INT16, pl.Mem.Vec] = pl.tile.load(x_7, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        ep: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_2, acc_2)
        ep_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep, ep)
        pl.system.bar_v()
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 2)
            tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(t_6, 0, 1, tmp)
            t_11: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x_5, [15, 0], [1, 16], [1, 16], target_memory=None)
            t_12: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x_6, [0, 32], [16, 16], [16, 16], target_memory=None)
            g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_11, t_12)
            g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g, t_11, t_12)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
        t_13: pl.Tile[[1, 128], pl.FP32] = pl.tile.load(x, [107, 0], [1, 128], [1, 128], target_memory=None)
        t_14: pl.Tile[[128, 16], pl.FP32] = pl.tile.load(x_3, [256, 0], [128, 16], [128, 16], target_memory=None)
        g_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_13, t_14)
        g_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv_acc(g_2, t_13, t_14)
        return o
