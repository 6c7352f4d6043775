# irfuzz corpus v1
# signature: pypto | rejected | InferTileMemorySpace | tensor.dim requires first argument to be a TensorType, but got TileType
# status: open
# oracle: pypto
# property: rejected
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: tensor.dim requires first argument to be a TensorType, but got TileType
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:81-83, :566-581 (tensor.dim is a pass-through op, so its argument e, which the scope computed, becomes a tile), then src/ir/transforms/infer_tile_memory_space_pass.cpp:646-654 (the call rebuilt through the op registry refuses a tile)
# kind: bug
# silent: loud
# upstream: unknown
# note: on a parameter (still a GM tensor) tensor.dim goes through; found by the user-program generator (known/1dd98a9fec53.py)
import pypto.language as pl


@pl.program
class DimOfTile:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(x)
            n: pl.Scalar[pl.INDEX] = pl.tensor.dim(e, 0)
            if n == 16:
                e = pl.tensor.neg(e)
            out = pl.tensor.assemble(out, e, [0, 0])
        return out
