# irfuzz gen -n 500 -seed 1: Default_83
# irfuzz gen: profile=Default seed=83 target=Ascend950 statements=21 draws=177
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 32], pl.FP32], x_1: pl.Tensor[[64, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[64, 32], pl.INT8], x_3: pl.InOut[pl.Tensor[[256, 32], pl.INT8]]) -> pl.Tensor[[256, 32], pl.INT8]:
        for i in pl.range(1):
            t: pl.Tile[[32, 8], pl.FP32] = pl.tile.load(x, [64, i % 4 * 8], [32, 8], [32, 8], target_memory=None)
            sl: pl.Tile[[32, 8], pl.FP32] = pl.tile.slice(t, [32, 8], [0, 0])
            v: pl.Tile[[32, 8], pl.FP32, pl.Mem.Vec] = pl.tile.mul(sl, sl)
        t_1: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x, [64, 0], [64, 32], [64, 32], target_memory=None)
        v_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(t_1)
        t_2: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_1, [32, 0], [32, 64], [32, 64], target_memory=None)
        rp: pl.Tile[[32, 64], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, v_1, rp, True)
        ln: pl.Tile[[32, 64], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 32), 64], pad=pl.PadValue.zero)] = pl.tile.set_validshape(rp, pl.min(rows, 32), 64)
        t_3: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x_1, [0, 32], [64, 32], [64, 32], target_memory=None)
        t_4: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_1, [57, 32], [1, 32], [1, 32], target_memory=None)
        acc_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 32), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_3, t_4)
        t_5: pl.Tile[[16, 32], pl.INT8] = pl.tile.load(x_2, [16, 0], [16, 32], [16, 32], target_memory=None)
        t_6: pl.Tile[[64, 8], pl.INT8] = pl.tile.load(x_3, [0, 16], [64, 8], [64, 8], target_memory=None)
        as_: pl.Tile[[64, 8], pl.INT8] = pl.tile.assemble(t_6, t_6, [0, 0])
        pl.system.bar_m()
        if rows > 2:
            c_1: pl.Tile[[64, 8], pl.INT8] = pl.yield_(as_)
        else:
            pl.system.bar_all()
            c_1: pl.Tile[[64, 8], pl.INT8] = pl.yield_(as_)
        o: pl.Tensor[[256, 32], pl.INT8] = pl.tile.store(c_1, [64, 8], x_3)
        return o
