# A window of a tile this pass moves to Mat is itself NZ: PyPTO's Var
# rewrite gives the retyped source an explicit view (Mat's col_major /
# row_major), and DeduceTileSliceType copies an explicit source view's
# layouts. The partly valid window keeps that layout, so a while loop that
# starts from a Mat load (NZ) and yields the window type-checks (TypeCheck
# code 111 otherwise: the window fell back to row_major / none_box).
import pypto.language as pl

@pl.program
class SliceOfRetyped:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(a, [0, 0], [32, 16], [32, 16], target_memory=None)
        l: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(t, [16, 16], [16, 0], [1, 16])
        r: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        t_2: pl.Tile[[16, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(a, [0, 0], [16, 16], [1, 16], target_memory=None)
        for (n, c) in pl.while_(init_values=(0, t_2)):
            pl.cond(n < 1)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, c_1 = pl.yield_(n_1, l)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
