# irfuzz corpus v1
# signature: pypto | TypeCheck | ExpandMixedKernel | Tile view metadata mismatch in IfStmt: then yield value[0] and return_var[0] have different effective layout, stride, start offset, fractal, or padding metadata
# status: open
# oracle: pypto
# property: TypeCheck
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tile view metadata mismatch in IfStmt: then yield value[0] and return_var[0] have different effective layout, stride, start offset, fractal, or padding metadata
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:980-983 (t, the source of the Vec -> Right boundary move, is remapped to its tpop, m__ssa_v0_mat, for the whole AIC body; the if stays in kernel_aic because one branch holds another boundary move, so its yields of the vector value t become yields of the Mat tpop, whose cross-core transfer view differs from the Vec return var c_1__rv_v0 that the AIC side keeps although nothing there reads it); diagnosed by src/ir/verifier/type_check_pass.cpp
# kind: bug
# silent: loud
# upstream: unknown; the same global source remap as expand-mixed-branch-local-boundary-remap.py, here with the move outside the if
# note: with a full-shape t (no valid_shape) the AIC if still yields the Mat tpop into a Vec return var, but the views agree and nothing flags it; only VerificationInstrument sees either

import pypto.language as pl

@pl.program
class VectorPhiOnCubeSide:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x, [0, 0], [16, 16], [1, 16])
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Right, pl.TileView(valid_shape=[1, 16])] = pl.tile.move(t, target_memory=pl.Mem.Right)
        if n <= 1:
            f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            bm: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.yield_(t)
        else:
            c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.yield_(t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
