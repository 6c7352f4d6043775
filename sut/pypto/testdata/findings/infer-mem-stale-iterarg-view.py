# irfuzz corpus v1
# signature: pypto | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in ForStmt: iter_arg[0] initValue and declared iter_arg[0] have different effective layout, stride, start offset, fractal, or padding metadata
# status: open
# oracle: pypto
# property: TypeCheck
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tile view metadata mismatch in ForStmt: iter_arg[0] initValue and declared iter_arg[0] have different effective layout, stride, start offset, fractal, or padding metadata
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:651-653 (a call whose operand was replaced, here exp(acc) after the inserted Acc->Vec move, is re-deduced and gets a new view, flowing on to transpose_view), but ComputeRewrittenType (:488-505) retypes a Var only when its memory space changes, so the loop's iter_arg and return var keep the view deduced from the Acc operand at parse time; diagnosed by src/ir/verifier/type_check_pass.cpp:350
# kind: bug
# silent: loud
# upstream: known, issue #2753 "[Pass Bug] InferTileMemorySpace leaves stale TileView metadata on aliases and loop carries" (closed, 2026-09-14)
# note: only VerificationInstrument sees it; ir.compile's default Basic verification compiles the kernel, and PTO codegen types the carry by its init, so no wrong code was observed

import pypto.language as pl

@pl.program
class IterArgViewStale:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(a, [0, 0], [16, 16], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(b, [0, 0], [16, 16], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta, tb)
        ep: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
        tv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(ep)
        for i, (c,) in pl.range(2, init_values=(tv,)):
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
