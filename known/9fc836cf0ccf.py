# irfuzz corpus v1
# signature: "contract | IncoreTileOps | ConvertTensorToTileOps | Tensor op '_' found in InCore function (should have been converted) |  | "
# status: open
# oracle: contract
# property: IncoreTileOps
# pass: ConvertTensorToTileOps
# profile: Program
# backend: Ascend950
# faults:
# generator: gen/v1
# statements: 2
# pypto_finding: convert-tensor-assemble-of-gm-tensor-left.py
# class: loud
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp (tensor.assemble of a tensor source stays a tensor op)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: a pl.at scope assembling into an Out tensor a tensor it did not compute: tensor.assemble stays in the InCore function (IncoreTileOps)

# pypto.program: Fuzz
import pypto.language as pl


@pl.program
class GMCopy:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, x, [0, 0])
        return out
