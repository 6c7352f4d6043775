# want: nothing
# irfuzz's relaxation of code 1 (ExtAccSingleFractal), its product form: a
# non-compact [32, 32] accumulator written by a full tile.matmul at pitch
# 32, then accumulated under a one-row lhs and an rhs valid in 16 of its 32
# columns. mad takes N from the rhs's valid columns, so it writes column
# block 0 alone, at pitch 16, where the pitch never enters an address
# (block 0 * pitch + row * 16 + col); block 1 keeps the matmul's pitch 32.
# The store reads all 1024 elements right on the simulator, for the model
# and for the real PyPTO's .pto alike: the released rule's code 1 is a
# false positive here (the precision finding c0dd00783154 of the soak
# campaign, campaign/testdata/untriaged/c0dd00783154.py, whose rhs is a
# transpose_view valid in 16 columns).
import pypto.language as pl


@pl.program
class SingleNFractalProduct:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.INT8], y: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        f: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        g: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(f, g)
        l: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x, [0, 0], [32, 32], [1, 32], target_memory=pl.Mem.Mat)
        r: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 16])] = pl.tile.load(y, [0, 0], [32, 32], [32, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, r)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
