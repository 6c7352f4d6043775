# irfuzz corpus v1
# signature: pypto | codegen | codegen | tile.move requires distinct source and destination addresses in Vec, but both resolve to byte offset 0 [PARSER-SPAN]
# status: open
# oracle: pypto
# property: codegen
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: tile.move requires distinct source and destination addresses in Vec, but both resolve to byte offset 0 [FILE:LINE:COL]
# pinned: src/ir/transforms/memory_reuse_pass.cpp:2682-2701 (YieldFixupMutator: LowerPipelineLoops leaves the one-iteration pl.pipeline as a plain alias c_2 = c of the outer iter arg, and the outer loop's yield of c_2 is judged to be on another allocation than the init, so a tile.move c_2_mv = tile.move(c_2) is inserted, onto the same buffer mem_vec_1 at offset 0 as its source); rejected by the CHECK_SPAN at src/backend/common/pto_ops_elementwise.cpp:812-818, the guard that tile.move's not_inplace_safe registration (src/ir/op/tile_ops/memory.cpp:1433-1436) promises the planners keep
# kind: bug
# silent: loud
# upstream: unknown (PR #2782, merged after the pin, fixes another YieldFixup move onto a stale buffer, for if-phis)
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline (with VerificationInstrument) accepts it
# note: the user wrote no tile.move: the move and both addresses are the compiler's
# location: the span is the parser-internal one of the alias (ast_parser.py:2794, column -1), printed with a line wrap ("site- packages") that the [FILE:LINE:COL] normalization does not match, so the message carries the path of /work/main/.venv verbatim

import pypto.language as pl

@pl.program
class PipelineAliasCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32)
        for i, (c,) in pl.range(2, init_values=(t,)):
            for j, (d,) in pl.pipeline(1, stage=2, init_values=(c,)):
                d_1: pl.Tile[[2, 2], pl.FP32] = pl.yield_(d)
            c_1: pl.Tile[[2, 2], pl.FP32] = pl.yield_(d_1)
        return x
