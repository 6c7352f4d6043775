# A host orchestrator dispatching one chip per unrolled iteration,
# device=d naming the rank: each copy's device= holds the constant its
# iteration gives d, as in its row index (IRMutator substitutes every
# Expr-valued call attr, src/ir/transforms/mutator.cpp:395-403, which
# DeepClone inherits; unroll_loops_pass.cpp:119).
import pypto.language as pl


@pl.program
class UnrollDeviceAttr:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip(self, row: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return row

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, rows: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        for d in pl.unroll(1, 4, 2):
            self.chip(rows[d], device=d)
        return rows
