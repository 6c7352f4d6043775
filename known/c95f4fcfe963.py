# irfuzz corpus v1
# signature: "roundtrip |  | InlineFunctions | InlineFunctions.out.py:N:N: expected an indented block, found '_' |  | "
# status: open
# oracle: roundtrip
# property:
# pass: InlineFunctions
# profile: Program
# backend: Ascend950
# faults:
# seed: 1
# case: 0
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-12-07T16:00:00Z
# last_seen: 2026-12-07T16:00:00Z
# pypto_finding: printer-empty-scope-body.py
# class: loud
# pinned: src/ir/transforms/python_printer.cpp:2241-2254
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "An empty scope body prints as nothing"
# note: PyPTO's printer prints an empty scope body as nothing, so the printed program does not parse back; the model's round trip prints as PyPTO's does (ir.Printer.Exact) and fails after the same pass (campaign signature adaae7db928a before the model printed so)

# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pass
        y: pl.Tensor[[16, 16], pl.FP32] = pl.add(x, x)
        return y
