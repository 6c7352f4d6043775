# irfuzz gen -n 500 -seed 1: Default_77
# irfuzz gen: profile=Default seed=77 target=Ascend950 statements=26 draws=209
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 128], pl.FP32], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[16, 64], pl.INT8], x_2: pl.Tensor[[64, 32], pl.FP32], flag: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[32, 128], pl.FP32], flag_1: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[128, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        if flag != 1:
            t: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x, [32, 0], [32, 64], [32, 64], target_memory=None)
            vs: pl.Tile[[32, 64], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 32), 64])] = pl.tile.set_validshape(t, pl.min(rows, 32), 64)
        else:
            t_1: pl.Tile[[16, 16], pl.INT8] = pl.tile.load(x_1, [0, 16], [16, 16], [16, 16], target_memory=None)
            v: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.sub(t_1, t_1)
            t_2: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_2, [0, 0], [32, 32], [32, 32], target_memory=None)
            tmp: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            r: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t_2, tmp)
            for i, (c,) in pl.range(0, 8, 2, init_values=(r,)):
                c_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
            h: pl.Tile[[32, 1], pl.BF16, pl.Mem.Vec] = pl.tile.cast(c_1, target_type=pl.BF16, mode='trunc')
        t_3: pl.Tile[[32, 64], pl.FP32] = pl.tile.load(x_3, [0, 0], [32, 64], [32, 64], target_memory=None)
        v_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t_3, t_3)
        if flag_1 == 6:
            pass
        else:
            pass
        h_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.cast(v_1, target_type=pl.INT32, mode='rint')
        rs: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v_1, [128, 16])
        l: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs, [32, 64])
        t_4: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [64, 16], [64, 16], target_memory=None)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_4)
        ep: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc)
        ep_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep, ep)
        f: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([64, 16], dtype=pl.FP32, value=2.0)
        if flag_1 <= 1:
            pass
        for i_1 in pl.unroll(4, 0, -1):
            t_5: pl.Tile[[128, 16], pl.FP32] = pl.tile.load(x_4, [0, 16], [128, 16], [128, 16], target_memory=None)
            p: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, pad=pl.PadValue.max)] = pl.tile.fillpad(ep_1, pad_value=pl.PadValue.max)
        o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(f, [0, 0], out)
        return o
