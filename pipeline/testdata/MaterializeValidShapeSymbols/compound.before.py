# V appears only inside a compound valid_shape entry: the call site cannot
# read it.
# error: uses symbol 'V' only inside the compound valid_shape expression 'V + 1'
import pypto.language as pl

V = pl.dynamic("V")

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[V + pl.const(1, pl.INDEX), 32], stride=[], layout=pl.TensorLayout.ND)], dst: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(V + pl.const(1, pl.INDEX), pl.const(16, pl.INDEX)), 32])] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], dst)
        return r
