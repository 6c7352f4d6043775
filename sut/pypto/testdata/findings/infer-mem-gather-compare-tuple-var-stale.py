# irfuzz corpus v1
# signature: pypto | roundtrip | InferTileMemorySpace | Structural equality assertion failed at: ['kernel'].body[16].else_body[11].then_body[2].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'InferTileMemorySpace'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[16].else_body[11].then_body[2].var
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:720-740 (after moving an operand the pass rebuilds the call, and re-syncs the assigned Var's type only when it is a TileType: tile.gather_compare's tuple-typed Var keeps its stale tuple type, whose first tile's view differs from the rebuilt call's)
# kind: bug
# silent: silent
# upstream: unknown
# note: found by the tile generator's gather_compare recipe (known/d9eb42873012.py)
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], x_1: pl.Tensor[[64, 16], pl.FP32], x_2: pl.Tensor[[256, 128], pl.BF16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 16], pl.FP32]], flag: pl.Scalar[pl.INDEX], x_3: pl.Tensor[[256, 128], pl.INT8], x_4: pl.Tensor[[32, 128], pl.BF16], x_5: pl.Tensor[[384, 256], pl.FP32], x_6: pl.Tensor[[128, 128], pl.FP32], x_7: pl.Tensor[[32, 128], pl.FP32], x_8: pl.Tensor[[256, 256], pl.BF16], x_9: pl.Tensor[[64, 32], pl.FP32]) -> pl.Tensor[[128, 16], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 16], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.none_box)] = pl.tile.transpose_view(t)
        t_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Vec)
        rp: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_1, pad_value=pl.PadValue.zero)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, rp)
        t_2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_2, [64, 64], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
        ln: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(64, pl.INDEX)), 32])] = pl.tile.set_validshape(t_2, pl.min(rows, 64), 32)
        t_3: pl.Tile[[32, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_2, [224, 32], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lt, rp)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        o: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(rp, [64, 0], out)
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_max(ep)
        ep_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        for i in pl.range(1):
            if flag <= 4:
                continue
            for (n,) in pl.while_(init_values=(0,)):
                pl.cond(n < 4)
                n_1: pl.Scalar[pl.INDEX] = n + 1
                n_2: pl.Scalar[pl.INDEX] = pl.yield_(n_1)
            t_4: pl.Tile[[64, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_3, [i % 4 * 64, 64], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
            ep_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, ep_1)
            ep_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(ep_2, ep_2)
            ep_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(ep_3)
            ep_5: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep_4, 0.5)
            rs: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(acc, [16, 16])
            ep_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(rs)
            ep_7: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep_6, 0.5)
            ep_8: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(ep_7, 0.5)
            if n_2 >= 7:
                v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.maximum(ep_8, ep_8)
                tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                gc: pl.Tuple[pl.Tile[[16, 8], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)], pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec]] = pl.tile.gather_compare(v, 2.0, tmp, cmp_mode=4, offset=1, out_cols=8)
                gi: pl.Tile[[16, 8], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = gc[0]
                gn: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = gc[1]
                for i_1, (c, c_1) in pl.range(0, 4, 2, init_values=(ep_7, ep_6)):
                    tv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(c_1)
                    fp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(c, pad_value=pl.PadValue.zero)
                    t_5: pl.Tile[[16, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_4, [16, i_1 % 4 * 32], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
                    h: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t_5, target_type=pl.FP32, mode='none')
                    c_2, c_3 = pl.yield_(c, ep_8)
                for i_2, (c_4,) in pl.range(5, 0, -2, init_values=(c_3,)):
                    t_6: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [i_2 % 4 * 16, 8], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
                    t_7: pl.Tile[[96, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_5, [i_2 % 4 * 96, 0], [96, 64], [96, 64], target_memory=pl.Mem.Vec)
                    l: pl.Tile[[96, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_7, pad_value=pl.PadValue.zero)
                    ln_1: pl.Tile[[96, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(96, pl.INDEX)), 64], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l, pl.min(rows, 96), 64)
                    t_8: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_6, [0, i_2 % 2 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
                    acc_1: pl.Tile[[96, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(96, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln_1, t_8)
                    pl.system.sync_src(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE2, event_id=7)
                    pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.MTE2, event_id=7)
                    c_5: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(c_2)
                c_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(c_5)
            else:
                t_9: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 128])] = pl.tile.load(x_7, [0, 0], [32, 128], [1, 128], target_memory=pl.Mem.Vec)
                if n_2 > 7:
                    continue
                t_10: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(x_8, [i % 2 * 128, 128], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
                tmp_1: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec] = pl.tile.create([128, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec)
                r_1: pl.Tile[[128, 1], pl.BF16, pl.Mem.Vec] = pl.tile.row_max(t_10, tmp_1)
                t_11: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 16])] = pl.tile.load(x_9, [0, i % 2 * 16], [64, 16], [16, 16], target_memory=pl.Mem.Vec)
                c_6: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(ep_8)
        return o
