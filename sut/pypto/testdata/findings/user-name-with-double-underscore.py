# irfuzz corpus v1
# signature: pypto | ValueError | ConvertToSSA | IR auto-name base cannot contain reserved delimiter '__': as__1
# status: open
# oracle: pypto
# property: ValueError
# pass: ConvertToSSA
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: IR auto-name base cannot contain reserved delimiter '__': as__1
# pinned: include/pypto/ir/transforms/utils/auto_name_utils.h:81-84 (ValidateBaseName: "__" is the delimiter of compiler-made names, e.g. x__ssa_v0, so ConvertToSSA cannot version a user name containing it)
# kind: contract
# silent: loud
# upstream: by design, though undocumented for users: the DSL parser accepts the name and only ConvertToSSA rejects it
# model: irfuzz's generator makes such names by suffixing a name that already ends in "_" (as_ -> as__1); its parser and pipeline accept them

import pypto.language as pl

@pl.program
class DoubleUnderscoreName:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        as__1: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(as__1, [0, 0], out)
        return o
