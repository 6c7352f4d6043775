# irfuzz corpus v1
# signature: pypto | TypeCheck | InferTileMemorySpace | Valid shape dimension mismatch in ForStmt: iter_arg[0] initValue dimension[0] = pl.min(rows__ssa_v0, 16), but declared iter_arg[0] dimension[0] = rows__ssa_v0; equality is not provable and this boundary has no runtime guard
# status: open
# oracle: pypto
# property: TypeCheck
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Valid shape dimension mismatch in ForStmt: iter_arg[0] initValue dimension[0] = pl.min(rows__ssa_v0, 16), but declared iter_arg[0] dimension[0] = rows__ssa_v0; equality is not provable and this boundary has no runtime guard
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: under `rows == 1` Simplify rewrites mv's valid shape min(rows, 16) to rows, and the loop's iter arg with it (simplify_pass.cpp:737-745, consistent so far); InferTileMemorySpace then re-deduces `tile.move(acc)` on the moved matmul operands (infer_tile_memory_space_pass.cpp:651-653), which gives min(rows, 16) again, but ComputeRewrittenType (:488-505) retypes a Var only when its memory space changes, so the iter arg keeps rows; diagnosed by src/ir/verifier/type_check_pass.cpp
# kind: bug
# silent: loud
# upstream: the class is known, issue #2753 (closed; see infer-mem-stale-iterarg-view.py)
# note: the valid-shape form of infer-mem-stale-iterarg-view.py; found by the model's campaign (model signature 32a2122fd395, roundtrip after InferTileMemorySpace: the model mirrors it, campaign/testdata/pypto/). Only VerificationInstrument sees it

import pypto.language as pl

@pl.program
class BranchNarrowedCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        an: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.set_validshape(a, pl.min(rows, 16), 16)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(an, b)
        if rows == 1:
            mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            for i, (c,) in pl.range(2, init_values=(mv,)):
                c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return out
