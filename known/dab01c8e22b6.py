# irfuzz corpus v1
# signature: "contract | TypeCheck | ConvertTensorToTileOps | Tile view metadata mismatch in IfStmt: then yield value[_] and else yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ConvertTensorToTileOps
# profile: Program
# backend: Ascend950
# faults:
# seed: 0
# case: 0
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T20:35:00Z
# last_seen: 2026-12-07T20:35:00Z
# pypto_finding: convert-tensor-if-phi-acc-layout-vs-pad.py
# class: loud
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:414-447
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the 60 s campaigns of 2026-12-07 (sixth session)"
# note: an if whose then branch yields an op on a matmul result (col-major view) and whose else branch yields an op on a fillpad result (pad=min): ConvertTensorToTileOps gives the phi the then branch's type and its own TypeCheck 111 rejects the else yield; the real PyPTO fails the same way after the same pass. Hand-minimized from the campaign's 47-statement kernel (cmd/minimize does not shrink this Program-profile kernel)

# pypto.program: PadPhi
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
