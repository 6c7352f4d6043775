# irfuzz corpus v1
# signature: pypto | roundtrip | LowerCompositeOps | Structural equality assertion failed at: ['kernel'].body[51].value.type
# status: open
# oracle: pypto
# property: roundtrip
# pass: LowerCompositeOps
# backend: Ascend910B
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'LowerCompositeOps'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[51].value.type
# pinned: src/ir/transforms/lower_composite_ops_pass.cpp:2255-2263 (tile.cos is rebuilt as a chain of primitive ops typed by the op registry from its input, :270-291, and the last one, a tile.mul, is bound to the original Var v, which keeps the cos's old type), reached through src/ir/transforms/op_conversion_registry.cpp:703 (ConvertTensorToTileOps turns tile.scatter_update of the pad=zero tile p into a tile.sel typed from its lhs su_vals, a tile.full with no view, elementwise.cpp:1076-1079; the consumer v = tile.cos(u) passes through with its call type and Var, mutator.cpp:374-377, convert_tensor_to_tile_ops_pass.cpp:465-484). The printed `v: pl.Tile[..., pl.TileView(pad=pl.PadValue.zero)] = pl.tile.mul(...)` reads back with the annotation's view on the call (ast_parser.py:1691-1726, :1750-1779), the in-memory call has none
# kind: bug
# silent: silent
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)" (f47664f1dcc3)
# also: the same with a col_major transpose_view as the scattered tile (the minimized campaign kernel); a tile.cos of a pad=zero or col_major tile that no conversion retyped round-trips (its chain keeps the view), so the stale type is the scatter_update conversion's (convert-tensor-scatter-update-sel-drops-input-view.py's root cause), which LowerCompositeOps turns into a call/Var mismatch
# note: every PyPTO verifier accepts it and the default compile goes through, on 910B and 950; the model mirrors both passes and fails its round trip at the same statement (campaign signature "call / type: tile view pl.Tile[_] vs pl.Tile[_]" after LowerCompositeOps, known/f47664f1dcc3.py)

import pypto.language as pl

@pl.program
class ScatterUpdateCos:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 8], pl.FP32], idx: pl.Tensor[[1, 2], pl.INT32], src: pl.Tensor[[2, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        p: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t, pad_value=pl.PadValue.zero)
        i: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [1, 2], [1, 2], target_memory=pl.Mem.Vec)
        s: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [2, 8], [2, 8], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.scatter_update(p, i, s, dim=-2)
        v: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.cos(u)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
