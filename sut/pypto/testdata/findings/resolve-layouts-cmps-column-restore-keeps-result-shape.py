# irfuzz corpus v1
# signature: pypto | roundtrip | ResolveBackendOpLayouts | Type annotation for 'm__ssa_v0' has shape dimension 0 = 2 but expression has shape dimension 0 = 1
# status: open
# oracle: pypto
# property: roundtrip
# pass: ResolveBackendOpLayouts
# backend: Ascend950
# outcome: roundtrip
# message: Type annotation for 'm__ssa_v0' has shape dimension 0 = 2 but expression has shape dimension 0 = 1
# pinned: src/ir/transforms/resolve_backend_op_layouts_pass.cpp:189-221 (a row-major-only op on a [2, 1] column vector is rewritten on its [1, 2] reshape and its result restored to the original Var's type; tile.cmps' result is not its input's shape (a [1, 32] UINT8 mask for a [1, 2] input), so the restoring tile.move's Var keeps the original [2, 32] while the move of the [1, 32] mask deduces [1, 32]: the printed program does not parse back)
# kind: bug
# silent: silent
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: every PyPTO verifier accepts it and the pipeline compiles it to PTO; the model mirrors it (campaign signature 6419b535b2a7)

import pypto.language as pl

@pl.program
class CmpsColumnVector:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        a: pl.Tile[[2, 1], pl.FP32] = pl.tile.load(x, [0, 0], [2, 1], [2, 1])
        m: pl.Tile[[2, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[2, 1], blayout=pl.TileLayout.col_major)] = pl.tile.cmps(a, 0.0, cmp_type=0)
        o: pl.Tensor[[2, 1], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
