# A cube demand does not flow back through fillpad: the pinned op requires
# and produces Vec (src/ir/op/tile_ops/elementwise.cpp:1278-1279), so the
# load and slice feeding it stay in Vec and the padded tile is moved to
# Left (checked with irfuzz compile -sut pypto -passes InferTileMemorySpace).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        a_t: pl.Tile[[32, 64], pl.BF16] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=None)
        a_w: pl.Tile[[16, 64], pl.BF16] = pl.tile.slice(a_t, [16, 64], [16, 0])
        a_p: pl.Tile[[16, 64], pl.BF16] = pl.tile.fillpad(a_w)
        b_t: pl.Tile[[64, 32], pl.BF16] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=None)
        c: pl.Tile[[16, 32], pl.FP32] = pl.tile.matmul(a_p, b_t)
        out_0: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_0
