# irfuzz corpus v1
# signature: pypto | IncoreTileOps | ConvertTensorToTileOps | Tensor op 'tensor.assemble' found in InCore function (should have been converted)
# status: open
# oracle: pypto
# property: IncoreTileOps
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tensor op 'tensor.assemble' found in InCore function (should have been converted)
# headline: Post-verification failed after pass 'ConvertTensorToTileOps':
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp (tensor.assemble is converted to tile.store only when its source is a tile; a source that is a tensor parameter of the kernel stays a tensor op), diagnosed by the IncoreTileOps verifier
# kind: bug
# silent: loud
# upstream: unknown
# also: a pl.at scope assembling into an Out tensor a tensor it did not compute (an input, or another kernel's result)

import pypto.language as pl


@pl.program
class AssembleGMTensor:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, x, [0, 0])
        return out
