# irfuzz corpus v1
# signature: pypto | TypeCheck | ConvertTensorToTileOps | Tile view metadata mismatch in IfStmt: then yield value[0] and else yield value[0] have different effective layout, stride, start offset, fractal, or padding metadata
# status: open
# oracle: pypto
# property: TypeCheck
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Tile view metadata mismatch in IfStmt: then yield value[0] and else yield value[0] have different effective layout, stride, start offset, fractal, or padding metadata
# headline: Post-verification failed after pass 'ConvertTensorToTileOps':
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:414-447 (the if's return var takes the then branch's yield type; the then branch's tile.neg of a matmul result inherits the Acc's col-major view, the else branch's tile.neg of a fillpad result its pad=min view, and the two tensor types the user wrote were equal); diagnosed by src/ir/verifier/type_check_pass.cpp (code 111)
# kind: bug
# silent: loud
# upstream: unknown
# note: found by the 60 s 950 campaign of 2026-12-07 (known/dab01c8e22b6.py; hand-minimized from a 47-statement Program-profile kernel)

import pypto.language as pl

@pl.program
class PadPhi:
    @pl.function
    def main(self, x: pl.Tensor[[32, 32], pl.FP32], a: pl.Tensor[[32, 32], pl.BF16], w: pl.Tensor[[32, 32], pl.BF16], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            vs: pl.Tensor[[32, 32], pl.FP32, pl.TensorView(valid_shape=[3, 4], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(x, 3, 4)
            fp: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.fillpad(vs, pad_value=pl.PadValue.min)
            if n < 1:
                mm: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.matmul(a, w, out_dtype=pl.FP32)
                p: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(pl.tensor.neg(mm))
            else:
                p: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(pl.tensor.neg(fp))
        return p
