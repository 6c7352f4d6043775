# irfuzz corpus v1
# signature: pypto | roundtrip | InlineFunctions | SyntaxFailed to compile code from <roundtrip>: expected an indented block after 'with' statement on line 8 (<roundtrip>, line 10)
# status: open
# oracle: pypto
# property: roundtrip
# pass: InlineFunctions
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError, from the roundtrip instrument re-parsing the printed program
# message: SyntaxFailed to compile code from <roundtrip>: expected an indented block after 'with' statement on line 8 (<roundtrip>, line 10)
# pinned: src/ir/transforms/python_printer.cpp:2241-2254 (PrintStmtBlock prints an empty SeqStmts as nothing; every scope's visitor, :2025-2296, prints its header and then PrintStmtBlock of its body), so `with pl.at(...): pass` prints as a with header with no indented block, which the parser rejects
# kind: bug
# silent: loud
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); ir.python_print of the parsed program alone does not parse back
# note: found by irfuzz's own campaign (adaae7db928a, a minimized user program whose only scope lost its statements); the model's round trip prints as PyPTO's printer does (ir.Printer.Exact) and fails at the same pass

import pypto.language as pl

@pl.program
class EmptyScope:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pass
        y: pl.Tensor[[16, 16], pl.FP32] = pl.add(x, x)
        return y
