# irfuzz corpus v1
# signature: pypto | ValueError | LegalizeTileCast | LegalizeTileCast: no native cast path from int8 to fp32 for arch a5; pto.tcvt does not support this conversion
# status: open
# oracle: pypto
# property: ValueError
# pass: LegalizeTileCast
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: LegalizeTileCast: no native cast path from int8 to fp32 for arch a5; pto.tcvt does not support this conversion [FILE:LINE:COL]
# pinned: src/ir/transforms/legalize_tile_cast_pass.cpp:265-267 (CHECK_SPAN: a user error); the BFS at :206 refuses FP16 as a bridge because NarrowsRelativeTo(fp16, fp32) at :129-138 compares the bridge with the destination, not the source
# kind: contract
# silent: loud
# upstream: documented, docs/en/dev/passes/14-legalize_tile_cast.md (a5 and a2a3 tables list no int8 -> fp32 path; "Pairs absent from both columns are rejected"); the same page's numerics section would call int8 -> fp16 -> fp32 exact, so the rule is stricter than its own rationale
# also: rejected on Ascend910B too ("for arch a2a3"), where INT8 -> INT32 has no path either (a2a3 INT8 reaches fp16, int4, uint8 only)

import pypto.language as pl

@pl.program
class CastI8F32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 0], [32, 32], [32, 32])
        c: pl.Tile[[32, 32], pl.FP32] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
