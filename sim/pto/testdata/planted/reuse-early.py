# irfuzz gen -seed 43 (Default); its .pto from PyPTO with the planted bug reuse-early (/work/planted), and from the real one (.base.pto)
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 256], pl.FP16], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[32, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.BF16]], x_2: pl.Tensor[[64, 256], pl.INT8], x_3: pl.Tensor[[256, 128], pl.INT8]) -> pl.Tensor[[16, 16], pl.BF16]:
        t: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x, [0, 64], [16, 64], [16, 64], target_memory=None)
        vs: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[15, 64])] = pl.tile.set_validshape(t, 15, 64)
        for i in pl.parallel(1):
            pass
        vs_1: pl.Tile[[16, 64], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, 15), 32])] = pl.tile.set_validshape(vs, pl.min(rows, 15), 32)
        t_1: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x_1, [0, 32], [16, 32], [16, 32], target_memory=None)
        l: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[4, 32])] = pl.tile.set_validshape(t_1, 4, 32)
        l_1: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[4, 32])] = pl.tile.set_validshape(l, 4, 32)
        t_2: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_1, [0, 32], [32, 16], [32, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_1, t_2)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.exp(mv)
        h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.cast(ep, target_type=pl.BF16, mode='ceil')
        o: pl.Tensor[[16, 16], pl.BF16] = pl.tile.store(h, [0, 0], out)
        t_3: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_2, [32, 192], [32, 64], [32, 64], target_memory=None)
        t_4: pl.Tile[[64, 128], pl.INT8] = pl.tile.load(x_2, [0, 0], [64, 128], [64, 128], target_memory=None)
        rp: pl.Tile[[64, 128], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
        c: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        acc_1: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t_3, rp, True)
        t_5: pl.Tile[[16, 32], pl.FP16, pl.TileView(valid_shape=[12, 32])] = pl.tile.load(x, [0, 0], [16, 32], [12, 32], target_memory=None)
        tv: pl.Tile[[32, 16], pl.FP16, pl.TileView(valid_shape=[32, 12], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_5)
        l_2: pl.Tile[[16, 32], pl.FP16, pl.TileView(valid_shape=[12, 32])] = pl.tile.transpose_view(tv)
        acc_2: pl.Tile[[32, 128], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t_3, rp)
        t_6: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x_3, [0, 32], [64, 32], [64, 32], target_memory=None)
        t_7: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_1, [0, 32], [16, 16], [16, 16], target_memory=None)
        acc_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, h, t_7, rows != 4)
        return o
