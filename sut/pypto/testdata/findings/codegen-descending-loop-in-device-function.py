# irfuzz corpus v1
# signature: pypto | ValueError | PTOCodegen | loops in device functions must have a positive step, but this loop steps by -1. Device code lowers to MLIR 'scf.for', which only counts upward. Rewrite the loop in ascending form and invert the index in the body — replace 'for i in pl.range(64, 0, -1)' with 'for t in pl.range(0, 64)' plus 'i = 64 - t'. Orchestration functions support descending loops directly. [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: ValueError
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: loops in device functions must have a positive step, but this loop steps by -1. Device code lowers to MLIR 'scf.for', which only counts upward. Rewrite the loop in ascending form and invert the index in the body — replace 'for i in pl.range(64, 0, -1)' with 'for t in pl.range(0, 64)' plus 'i = 64 - t'. Orchestration functions support descending loops directly. [FILE:LINE:COL]
# pinned: src/codegen/pto/pto_control_flow_codegen.cpp:561-566 (CHECK_SPAN)
# kind: contract
# silent: loud
# upstream: by design (the CHECK states the rule; orchestration functions are exempt)
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline alone accepts it
# model: irfuzz accepts and simulates descending device loops

import pypto.language as pl

@pl.program
class DescendingLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.range(3, -1, -1):
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16])
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
