# irfuzz corpus v1
# signature: pypto | ReturnParamsExplicit | NormalizeReturnOrder | Function 'kernel' return position 0 ('result') aliases param index 0; param-writeback returns must reference the param directly
# status: open
# oracle: pypto
# property: ReturnParamsExplicit
# pass: NormalizeReturnOrder
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Function 'kernel' return position 0 ('result') aliases param index 0; param-writeback returns must reference the param directly
# pinned: src/ir/transforms/normalize_return_order_pass.cpp:160-169 (the Group wrapper that ExpandMixedKernel builds, result = self.kernel_aiv(...); return result, is expanded into explicit params only when every return position traces to a param; here position 1, the tensor.write result, does not, so the tuple return is left alone while position 0 traces to out); diagnosed by src/ir/verifier/verify_return_params_explicit.cpp:75-84
# kind: bug
# silent: loud
# upstream: unknown (the expansion was added for #1573)
# note: a mixed kernel is needed (the matmul); without it, or with the write going to the first returned param, it compiles; ir.compile's default verification rejects it as well
# also: an IfStmt return var in a returned position is untraceable too (utils/return_lineage_utils.cpp records only AssignStmt definitions and loop carries, :50-85): Default_66, 431, 439 of irfuzz gen -n 500 -seed 1 fail the same way with `o_2, c = pl.yield_(o_1, ...)` returned

import pypto.language as pl

@pl.program
class MixedTupleReturn:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        a: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, a)
        w: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.write(out_1, [0, 0], 1.0)
        return out, w
