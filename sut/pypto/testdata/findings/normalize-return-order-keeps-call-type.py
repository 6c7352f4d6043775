# irfuzz corpus v1
# signature: pypto | roundtrip | NormalizeReturnOrder | Structural equality assertion failed at: ['main'].body[1].var.value
# status: open
# oracle: pypto
# property: roundtrip
# pass: NormalizeReturnOrder
# backend: Ascend950
# outcome: roundtrip
# message: Structural equality assertion failed at: ['main'].body[1].var.value
# pinned: src/ir/transforms/normalize_return_order_pass.cpp (TupleIndexPermutationMutator rebuilds the caller's TupleGetItem indices after the callee's returns are reordered, but keeps the call's tuple type and its result variable's), so the printed program reads back with another type
# kind: bug
# silent: silent
# upstream: not reported upstream; docs/findings.md, "Tensor-level user programs"
# note: every PyPTO verifier accepts it; the model mirrors it (campaign signature 26e6b5df4a9f and, before the signature change, some 30 path-signed ones)

import pypto.language as pl

@pl.program
class StaleCallType:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [0, 0])
            out = pl.assemble(out, pl.exp(e), [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.neg(e), [16, 0])
        return out
