# irfuzz gen -n 500 -seed 1: Default_128 (loops, ifs, a while, both pipe directions, reductions, casts)
# irfuzz gen: profile=Default seed=128 target=Ascend950 statements=53 draws=360
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[128, 32], pl.INT8], x_1: pl.Tensor[[32, 128], pl.INT8], x_2: pl.Tensor[[64, 64], pl.BF16], x_3: pl.Tensor[[1, 128], pl.FP32], out: pl.Out[pl.Tensor[[256, 32], pl.FP32]], x_4: pl.Tensor[[64, 512], pl.INT16], x_5: pl.Tensor[[128, 64], pl.BF16], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[16, 64], pl.BF16], x_7: pl.Tensor[[4, 16], pl.FP32], x_8: pl.Tensor[[4, 32], pl.FP16], x_9: pl.Tensor[[64, 256], pl.FP16], x_10: pl.Tensor[[64, 16], pl.FP16]) -> pl.Tensor[[256, 32], pl.FP32]:
        if flag != 4:
            pass
        else:
            pl.system.bar_all()
        t: pl.Tile[[128, 32], pl.INT8] = pl.tile.load(x, [0, 0], [128, 32], [128, 32], target_memory=None)
        t_1: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 96], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[128, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        h: pl.Tile[[128, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc, target_type=pl.BF16, mode='rint')
        t_2: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_2, [32, 32], [32, 32], [32, 32], target_memory=None)
        rp: pl.Tile[[32, 32], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
        t_3: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_3, [0, 64], [1, 32], [1, 32], target_memory=None)
        acc_1: pl.Tile[[128, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(h, rp, t_3)
        o: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        t_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 64], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_4)
        ln: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(flag, 32), 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, pl.min(flag, 32), 32)
        t_5: pl.Tile[[32, 64], pl.INT8] = pl.tile.load(x_1, [0, 64], [32, 64], [32, 64], target_memory=None)
        rp_1: pl.Tile[[32, 64], pl.INT8, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_5)
        acc_2: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, 32), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, rp_1)
        fp: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
        v: pl.Tile[[128, 32], pl.INT8, pl.Mem.Vec] = pl.tile.add(t, t)
        for (n, c, o_1) in pl.while_(init_values=(0, v, o)):
            pl.cond(n < 3)
            t_6: pl.Tile[[32, 128], pl.INT16] = pl.tile.load(x_4, [0, 256], [32, 128], [32, 128], target_memory=None)
            vs: pl.Tile[[32, 128], pl.INT16, pl.TileView(valid_shape=[pl.min(flag, 32), 128])] = pl.tile.set_validshape(t_6, pl.min(flag, 32), 128)
            tmp: pl.Tile[[32, 32], pl.BF16, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            r: pl.Tile[[32, 1], pl.BF16, pl.Mem.Vec] = pl.tile.row_max(rp, tmp)
            if n == 2:
                pass
            else:
                t_7: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_5, [0, 16], [32, 16], [32, 16], target_memory=None)
                ln_1: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.set_validshape(t_7, pl.min(rows, 32), 16)
                t_8: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_6, [0, 48], [16, 16], [16, 16], target_memory=None)
                t_9: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_7, [2, 0], [1, 16], [1, 16], target_memory=None)
                acc_3: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 32), 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln_1, t_8, t_9)
                mv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.move(acc_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                v_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.neg(mv)
                t_10: pl.Tile[[1, 32], pl.FP16] = pl.tile.load(x_8, [0, 0], [1, 32], [1, 32], target_memory=None)
                t_11: pl.Tile[[32, 64], pl.FP16] = pl.tile.load(x_9, [32, 64], [32, 64], [32, 64], target_memory=None)
                g: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_10, t_11)
                t_12: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_10, [0, 0], [64, 16], [64, 16], target_memory=None)
                rp_2: pl.Tile[[64, 16], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_12)
                c_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                acc_4: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_11, rp_2, True)
                tmp_1: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec] = pl.tile.create([64, 16], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                r_1: pl.Tile[[64, 1], pl.FP16, pl.Mem.Vec] = pl.tile.row_sum(rp_2, tmp_1)
                x_11: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.row_expand_mul(rp_2, r_1)
                if n > 1:
                    tmp_2: pl.Tile[[64, 16], pl.FP16, pl.Mem.Vec] = pl.tile.create([64, 16], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                    tr: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.transpose(x_11, 0, 1, tmp_2)
                    m: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(tr, target_memory=pl.Mem.Left)
                    acc_5, c_2 = pl.yield_(acc_4, r_1)
                else:
                    acc_5, c_2 = pl.yield_(acc_4, r_1)
            mv_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 64])] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            tv: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[64, pl.min(flag, 32)], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mv_1)
            v_2: pl.Tile[[32, 128], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 128])] = pl.tile.exp(vs)
            w: pl.Tile[[32, 128], pl.INT16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 128])] = pl.tile.write(v_2, [18, 57], pl.const(1, pl.INT16))
            mv_2: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, 32), 64])] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            tv_1: pl.Tile[[64, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[64, pl.min(flag, 32)], blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mv_2)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_3, o_2 = pl.yield_(n_1, c, o_1)
        return o_2
