# irfuzz corpus v1
# signature: pypto | TypeCheck | InferTileMemorySpace | Tile view metadata mismatch in IfStmt: then yield value[0] and return_var[0] have different effective layout, stride, start offset, fractal, or padding metadata
# status: open
# oracle: pypto
# property: TypeCheck
# pass: InferTileMemorySpace
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tile view metadata mismatch in IfStmt: then yield value[0] and return_var[0] have different effective layout, stride, start offset, fractal, or padding metadata
# headline: Post-verification failed after pass 'InferTileMemorySpace':
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:651-653 (the then branch's tile.neg of the matmul result is re-deduced after the inserted Acc->Vec move, row-major, and the row-major view flows on through set_validshape, fillpad and neg into the yield), but ComputeRewrittenType (:488-505) retypes a Var only when its memory space changes, so the if's return var keeps the col-major view ConvertTensorToTileOps gave it from the Acc operand; diagnosed by src/ir/verifier/type_check_pass.cpp:557
# kind: bug
# silent: loud
# upstream: known, issue #2753 "[Pass Bug] InferTileMemorySpace leaves stale TileView metadata on aliases and loop carries" (closed, 2026-09-14); this is its IfStmt-return-var form, the ForStmt form is infer-mem-stale-iterarg-view.py
# note: found by the 60 s 950 campaign of 2026-12-08 (known/ae0246de35a1.py; hand-minimized from a 57-statement Program-profile kernel)

import pypto.language as pl

@pl.program
class StaleIfView:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], a: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 128], pl.FP16], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            if n < 2:
                mm: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(a, w, out_dtype=pl.FP32)
                vs: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(valid_shape=[1, 22], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(pl.tensor.neg(mm), 1, 22)
                fp: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.fillpad(vs, pad_value=pl.PadValue.zero)
                v: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(pl.tensor.neg(fp))
            else:
                v: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(pl.tensor.neg(x))
        return v
