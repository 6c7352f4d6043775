# irfuzz corpus v1
# signature: pypto | ValueError | PTOCodegen | No codegen registered for operation: system.sync_src
# status: open
# oracle: pypto
# property: ValueError
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: No codegen registered for operation: system.sync_src
# pinned: include/pypto/codegen/codegen_base.h:213 (the PTO backend registers system.bar_v/bar_m/bar_all, src/backend/common/pto_ops_memory.cpp:1038-1040, but no system.sync_src / sync_dst)
# kind: contract
# silent: loud
# upstream: undocumented limitation: docs/en/dev/language/00-python_syntax.md:379 shows pl.system.sync_src as DSL syntax; on the PTO path synchronisation is not the kernel author's (the default pipeline has no sync pass; PTOAS places flags)
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline alone accepts it
# model: irfuzz accepts manual sync_src/sync_dst in a kernel

import pypto.language as pl

@pl.program
class ManualSync:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
