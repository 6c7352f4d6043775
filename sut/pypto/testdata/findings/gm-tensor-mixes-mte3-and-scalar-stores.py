# irfuzz corpus v1
# signature: pypto | ValueError | ConvertTensorToTileOps | GM tensor 'out__ssa_v0' mixes MTE3 and scalar stores in one InCore function. tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element written to this tensor. [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: ValueError
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: GM tensor 'out__ssa_v0' mixes MTE3 and scalar stores in one InCore function. tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element written to this tensor. [FILE:LINE:COL]
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:1859-1866 (CHECK_SPAN, a user error)
# kind: contract
# silent: loud
# upstream: by design (the CHECK's own message states the rule and the rewrite)
# model: irfuzz's pipeline accepts this kernel

import pypto.language as pl

@pl.program
class MixedGmStores:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(t, [0, 0], out)
        g: pl.Tensor[[16, 16], pl.FP16] = pl.tensor.write(o, [5, 10], pl.const(3.0, pl.FP16))
        return g
