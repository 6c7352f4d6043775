# irfuzz corpus v1
# signature: pypto | roundtrip | ConvertTensorToTileOps | Structural equality assertion failed at: ['kernel'].body[18].var
# status: open
# oracle: pypto
# property: roundtrip
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'ConvertTensorToTileOps'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[18].var
# pinned: src/ir/transforms/op_conversion_registry.cpp:692-704 (tile.scatter_update of a col_major tile becomes tile.sel(pred, su_vals, input, tmp), typed from its lhs su_vals, a row-major tile.full, elementwise.cpp:1076-1079, where tile.scatter_update is typed as its input, transform.cpp:815; the pass remaps u to the row-major result, convert_tensor_to_tile_ops_pass.cpp:616-619, while the consumer r = tile.transpose_view(u) passes through with its call type and Var unchanged, mutator.cpp:374-377, convert_tensor_to_tile_ops_pass.cpp:465-484, so r stays row-major and the reparse deduces col_major for the transpose of a row-major tile)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# also: the sel's lhs also has the full valid shape, so a scatter_update of a tile with valid_shape [2, 4] becomes a [4, 4]-valid value, and a tile.matmul_acc reading it keeps its acc valid [2, 4]: the printed program does not parse back ("The operator tile.matmul_acc requires acc valid M to cover lhs valid M, but got acc M=2 and lhs M=4"; 910B campaign, known/cb86ed83bb97.py)
# note: found by the 60 s 950 campaign of 2026-12-08 (known/485167fb4afc.py); the model follows the pinned conversion and fails its round trip at the same statement

import pypto.language as pl

@pl.program
class ScatterUpdateColMajor:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 8], pl.FP32], idx: pl.Tensor[[2, 1], pl.INT32], src: pl.Tensor[[2, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        i: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Vec)
        s: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [2, 8], [2, 8], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.scatter_update(tv, i, s, dim=-2)
        r: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(u)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
