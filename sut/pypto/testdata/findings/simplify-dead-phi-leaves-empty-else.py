# irfuzz corpus v1
# signature: pypto | roundtrip | Simplify | Structural equality assertion failed at: ['kernel'].body[1].else_body
# status: open
# oracle: pypto
# property: roundtrip
# pass: Simplify
# backend: Ascend950
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] Structural equality failed after pass 'Simplify'), from ValueError
# message: Structural equality assertion failed at: ['kernel'].body[1].else_body
# pinned: src/ir/transforms/utils/dead_code_elimination.cpp:578-588 (EliminateDeadIfReturnVars, Simplify's last step at src/ir/transforms/simplify_pass.cpp:806, drops the unused return var c and its yield slots and rebuilds the else branch with MakeBody of the now-empty statement list, so the IfStmt keeps an empty else body; python_print writes it as "else: pass", which the parser reads back as no else at all: "Optional field presence mismatch")
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel, and the printed IR means the same program
# note: the then branch needs a statement of its own (here bar_v), else the whole if is dropped

import pypto.language as pl

@pl.program
class EmptyElseAfterSimplify:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        if n > 4:
            pl.system.bar_v()
            c: pl.Tile[[16, 16], pl.FP32] = pl.yield_(t)
        else:
            c: pl.Tile[[16, 16], pl.FP32] = pl.yield_(t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
