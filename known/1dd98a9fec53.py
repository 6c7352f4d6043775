# irfuzz corpus v1
# signature: "roundtrip |  | ConvertTensorToTileOps | ConvertTensorToTileOps.out.py:N:N: pl.tensor operation '_': tensor.dim: argument N (tensor): arg-kind: want a tensor, got a TileType |  | "
# status: open
# oracle: roundtrip
# property:
# pass: ConvertTensorToTileOps
# profile: Program
# backend: Ascend950
# faults:
# seed: 5548984473447334768
# case: 21
# generator: gen/v1
# statements: 3
# count: 6
# first_seen: 2026-12-07T13:25:27Z
# last_seen: 2026-12-07T13:25:36Z
# pypto_finding: tensor-dim-of-scope-tile-rejected.py
# class: loud
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:81-83, :566-581
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO stops at InferTileMemorySpace (tensor.dim requires a TensorType, got a TileType): ConvertTensorToTileOps passes tensor.dim through with a tile argument; the model's round trip after ConvertTensorToTileOps sees it first

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function
    def main(self, x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[1, 1], pl.FP32] = pl.tensor.sin(pl.tensor.neg(x))
            q: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        return x
