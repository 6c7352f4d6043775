# irfuzz corpus v1
# signature: "roundtrip |  | InferTileMemorySpace | valid_shape[_]: _ vs pl.min(_, N) |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: InferTileMemorySpace
# profile: TypeChecked
# backend: Ascend950
# faults:
# note: the model's tile.slice deduction left min(min(rows, 4), 2) unfolded where PyPTO's MinExtent folds it to min(rows, 2) (FoldExtent, type_inference.cpp:521-536); re-deduced by InferTileMemorySpace, the slice no longer matched the loop's iter arg, which Simplify had folded. Fixed in ir/validregion.go (minExtent)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.BF16] = pl.tile.create([4, 4], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[4, 4], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 4])] = pl.tile.set_validshape(t, pl.min(rows, 4), 4)
        acc: pl.Tile[[4, 4], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 4], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t)
        for i_1 in pl.range(2):
            mv_1: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 4])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            for i_2 in pl.range(2):
                sl: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.min(rows, pl.const(4, pl.INDEX)), pl.const(2, pl.INDEX)), 2])] = pl.tile.slice(mv_1, [2, 2], [0, 1])
                for i_3, (c_1, c_2) in pl.range(2, init_values=(sl, sl)):
                    c_4, c_5 = pl.yield_(c_2, c_2)
        return out
